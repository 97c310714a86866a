"""duelist: a Yu-Gi-Oh! OCG duel engine."""

__version__ = "0.1.0"
