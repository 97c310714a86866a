"""Thousand Needles (33977496), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Trigger effect: after damage calculation of an attack on this card in Defense "
               "Position by a monster whose ATK is lower than this card's DEF, the attacker is "
               "destroyed.")

_DEFENSE = (S.FACEUP_DEFENSE, S.FACEDOWN_DEFENSE)


def _attacker(ctx, ev):
    attacker = ctx.card_by_uid(ev["opponent"])
    return attacker if attacker is not None and attacker.location == S.MZONE else None


def attacked_in_defense_by_weaker(ctx, ev):
    """The match: this card was the attack target, is in Defense Position, and the attacker's
    ATK is lower than its DEF."""
    if ev.get("cid") != ctx.card.cid or ev.get("uid") != ctx.card.uid or ev.get("attacking"):
        return False
    attacker = _attacker(ctx, ev)
    return (attacker is not None and ctx.card.position in _DEFENSE
            and ctx.atk(attacker) < ctx.defense(ctx.card))


def destroy_weaker_attacker(ctx):
    """The resolution: destroy the attacker if its ATK is still lower than this card's DEF."""
    attacker = _attacker(ctx, ctx.event)
    if attacker is None or not ctx.card.on_field or ctx.card.position not in _DEFENSE:
        return None
    if ctx.atk(attacker) < ctx.defense(ctx.card):
        return ctx.destroy([attacker])
    return None


def needles_effect():
    return Effect(TRIGGER, events=("battled",), match=attacked_in_defense_by_weaker, range=(S.MZONE,),
                  resolve=destroy_weaker_attacker, destroys=True,
                  label="destroy the attacker with lower ATK")


EFFECTS = [needles_effect()]
