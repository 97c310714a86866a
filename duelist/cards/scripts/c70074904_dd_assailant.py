"""D.D. Assailant (70074904), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Warrior. When an opponent's monster destroys it by battle, after damage "
               "calculation (it is still on the field) both it and that monster are removed from play "
               "(a mandatory effect, no target; whichever of the two is still there).")


def _other(ctx):
    """The monster it battled (from the attack in progress), or None."""
    attack = ctx.attack
    me = ctx.card.uid
    if attack is None or me not in attack:
        return None
    other_uid = attack[1] if attack[0] == me else attack[0]
    if other_uid == "player":
        return None
    return ctx.card_by_uid(other_uid)


def destroyed_by_opponent_monster(ctx, ev):
    if ev.get("cid") != ctx.card.cid or ev.get("uid") != ctx.card.uid or ev.get("reason") != "battle":
        return False
    other = _other(ctx)
    return other is not None and other.location == S.MZONE and other.controller != ctx.player


def resolve(ctx):
    card = ctx.card
    other = _other(ctx)
    # "also": both at the same time, each as far as it is still on the field
    cards = []
    if other is not None and other.location == S.MZONE:
        cards.append(other)
    if ctx.link is not None and card.uid == ctx.link.card_uid and card.location == S.MZONE:
        cards.append(card)
    ctx.banish(cards)


EFFECTS = [Effect(TRIGGER, events="destroyed", match=destroyed_by_opponent_monster, damage_step=DS_ALWAYS,
                  resolve=resolve, label="banish both")]
