"""Card behaviour modules, one per card: c<passcode>_<name>.py (see cards/registry.py)."""
