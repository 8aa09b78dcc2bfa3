// Placeholder so the target builds until its first real file lands; delete it then.
