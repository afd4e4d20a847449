import { contextBridge } from 'electron';

contextBridge.exposeInMainWorld('desktop', { version: 1 });
