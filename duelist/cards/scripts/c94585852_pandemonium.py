"""Pandemonium (94585852), Field Spell."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, TRIGGER, C, Effect, activate
from duelist.engine import state as S
from duelist.engine.effects import by_moved_controller

DESCRIPTION = ("Field Spell: while it is face-up, no player pays the Standby Phase LP of an "
               "\"Archfiend\" monster. When an \"Archfiend\" monster (either player's) is destroyed "
               "other than by battle and sent to the GY, that monster's controller can add from their Deck "
               "to their hand 1 \"Archfiend\" monster of a lower Level than that one (an optional "
               "\"when\": it can miss the timing).")


def archfiend_destroyed(ctx, ev):
    """An Archfiend monster (either player's) went from the Monster Zone to the GY, destroyed by an
    effect or a rule, not by battle."""
    if ev.get("to") != S.GRAVE or ev.get("origin") != S.MZONE:
        return False
    if not K.was_destroyed(ev) or K.destroyed_by_battle(ev):
        return False
    card = ctx.card_by_cid(ev["cid"])
    return card.data.card_type == "Monster" and K.is_archfiend(card)


def resolve(ctx):
    level = ctx.card_by_cid(ctx.event["cid"]).data.level or 0
    yield from K.search_deck(
        ctx, lambda c: c.data.card_type == "Monster" and K.is_archfiend(c) and (c.data.level or 0) < level,
        "Pandemonium: add an Archfiend monster of Level %d or lower to your hand" % (level - 1))


EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag=C.NO_ARCHFIEND_UPKEEP, label="no Standby Phase LP for the Archfiends"),
    # the destroyed Archfiend's controller activates it, whoever controls Pandemonium (its text:
    # "the controller of that card"): `by_moved_controller`
    by_moved_controller(Effect(TRIGGER, events="moved", match=archfiend_destroyed, optional=True, when=True,
                               resolve=resolve, label="an Archfiend was destroyed: search a lower-Level one")),
]
