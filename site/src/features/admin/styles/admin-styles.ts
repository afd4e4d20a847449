/**
 * The admin's style sheets, in cascade order, loaded with the admin (the web island and the
 * desktop renderer, through the admin's entry): public pages never download them. Each stays under
 * 300 lines, named after the part of the admin it styles.
 */
import './admin-base.css';
import './admin-workspace.css';
import './admin-portfolio.css';
import './admin-item-form.css';
import './admin-inbox.css';
import './admin-content.css';
import './admin-image-picker.css';
import './admin-readiness.css';
import './admin-media.css';
// uPlot's own sheet (the visits chart), then the admin's rules over it.
import 'uplot/dist/uPlot.min.css';
import './admin-analytics.css';
