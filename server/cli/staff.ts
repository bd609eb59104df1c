// Staff account management; the admin issue fills in the commands.
console.error("usage: npm run staff -- <add|list|remove|reset-password> [email]");
process.exit(2);
