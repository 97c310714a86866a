"""Backfire (82705573), Continuous Trap."""
from duelist.cards.common import H, TRIGGER, Effect, activate
from duelist.cards.kit import was_destroyed
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: whenever face-up FIRE monsters of its controller are destroyed "
               "and sent to the GY, a mandatory trigger burns the opponent 500 (one activation for "
               "each such happening, however many FIRE monsters it held).")


def fire_destroyed(ctx, ev):
    if ev.get("to") != S.GRAVE or ev.get("origin") != S.MZONE or not ev.get("face_up") \
            or ev.get("controller") != ctx.player or not was_destroyed(ev) or not ctx.card.activated:
        return False
    card = ctx.card_by_cid(ev["cid"])
    # its Attribute in the GY: a monster DNA Surgery had made FIRE does not count (yugioh-wiki
    # FAQ 08/10/08: FIRE on the field and in the GY)
    return card is not None and card.data.attribute == "FIRE"


def resolve(ctx):
    ctx.damage(ctx.opponent, 500)


EFFECTS = [
    activate(),
    Effect(TRIGGER, events=H.MOVED, range=(S.SZONE,), match=fire_destroyed, resolve=resolve,
           label="a FIRE monster was destroyed: 500 damage", inflicts_damage="opponent"),
]
