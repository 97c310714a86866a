"""Which cards the engine can play.

A Normal Monster needs no script: the rules alone play it. Any other card needs a
behaviour module registered here (none yet: card effects arrive with later issues).
"""

# passcode -> behaviour module name, filled as card modules are written.
SCRIPTS = {}


def is_implemented(card):
    """True when the engine can play this card faithfully."""
    if card.code in SCRIPTS or card.alias in SCRIPTS:
        return True
    return (card.card_type == "Monster" and "Normal" in card.kinds
            and not card.is_pendulum and not card.is_extra_deck and not card.is_token)


def support_status(card):
    """A short phrase for tools: why a card is or is not playable."""
    if is_implemented(card):
        if card.code in SCRIPTS or card.alias in SCRIPTS:
            return "implemented (card script)"
        return "implemented (Normal Monster, no script needed)"
    return "not implemented yet (its effect has no script)"


def describe_card(card):
    """Our own one-line description of an implemented card (never the official text)."""
    if card.code in SCRIPTS or card.alias in SCRIPTS:
        module = SCRIPTS.get(card.code) or SCRIPTS.get(card.alias)
        return getattr(module, "DESCRIPTION", None)
    if not is_implemented(card):
        return None
    return ("A Level %d %s %s Normal Monster with %s ATK and %s DEF and no effect: "
            "it only summons, battles and Tributes." % (
                card.level or 0, card.attribute, card.race,
                "?" if card.atk is None else card.atk, "?" if card.defense is None else card.defense))
