"""Cards for tests that need a card the engine cannot play yet.

Scripts keep being added, so a test that names a fixed "not implemented" card breaks the
day that card gets its script. These helpers pick one that has none, deterministically."""


def unimplemented_effect_monster():
    """A Main Deck Effect Monster with no script (the lowest passcode among them)."""
    from duelist.cards.db import all_cards
    from duelist.cards.registry import is_implemented
    for card in sorted(all_cards(), key=lambda c: c.code):
        if card.card_type == "Monster" and "Effect" in card.kinds and not card.is_extra_deck \
                and not card.is_pendulum and card.code == card.alias and not is_implemented(card):
            return card
    raise LookupError("every Effect Monster has a script")


def every_script():
    """Every distinct card script of the pool, each once, as (card, script) pairs in passcode
    order: today's script and the 2005 era's where it differs (tests that check a fact of
    every script: its offer rows, its trigger rows, its hand-menu flag)."""
    from duelist.cards.db import get_card
    from duelist.cards.registry import get_script, script_index
    out = []
    seen = []
    for code in sorted(script_index()):
        card = get_card(code)
        for era in (None, "2005"):
            script = get_script(card, era)
            if script is not None and script not in seen:
                seen.append(script)
                out.append((card, script))
    return out
