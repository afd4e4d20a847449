/** The project runs on Node 24 (pinned by the `node` devDependency); refuse anything else loudly. */
export function assertNode24(): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major !== 24) {
    console.error(
      `This project needs Node 24 LTS, but it is running on ${process.version}. ` +
        'Run it through npm (npm start / npm test), which uses the Node 24 installed by `npm ci`.',
    );
    process.exit(1);
  }
}
