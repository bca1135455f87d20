// The links are read with the web server's other settings (server/config.ts); one definition.
export * from '../../server/site-links';
