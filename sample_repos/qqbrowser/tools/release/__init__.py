"""Release tooling for QQ Browser: packaging APKs per channel and publishing them."""
