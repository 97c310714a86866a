"""Spellbinding Circle (18807108), Continuous Trap."""
from duelist.cards.common import APPLY, CONTINUOUS, H, Effect, Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: target a monster your opponent controls: while this card is "
               "face-up, that monster cannot attack or change its battle position (a Flip Summon "
               "included). When that monster is destroyed, this card is destroyed.")


def bound_monster(ctx):
    """(cid, uid) of the monster this card holds, or None."""
    return (ctx.card.info or {}).get("bound")


def resolve(ctx):
    if ctx.targets and ctx.card_still_here:
        monster = ctx.targets[0]
        # kept by the object: the hold lasts through a change of control or a turn face-down
        # (yugioh-wiki.net FAQ), and ends once the monster leaves the field (a new object)
        ctx.card.info = dict(ctx.card.info or {}, bound=(monster.cid, monster.uid))


def held(ctx, card):
    bound = bound_monster(ctx)
    return bound is not None and card.cid == bound[0] and card.uid == bound[1] and card.location == S.MZONE


def held_destroyed(ctx, ev):
    bound = bound_monster(ctx)
    return bound is not None and ev["cid"] == bound[0] and ev["uid"] == bound[1]


def destroy_this_card(ctx):
    yield from ctx.destroy([ctx.card])


EFFECTS = [
    activate(resolve, target=Target(lambda ctx: ctx.monsters("opp"),
                                    prompt="Spellbinding Circle: hold which monster?")),
    Effect(CONTINUOUS, tag="cannot_attack", affects=held, label="held: cannot attack"),
    Effect(CONTINUOUS, tag="cannot_change_position", affects=held, label="held: cannot change position"),
    # "when that monster is destroyed, destroy this card": applied, no chain link
    Effect(APPLY, events=H.DESTROYED, range=(S.SZONE,), match=held_destroyed, resolve=destroy_this_card,
           label="held monster destroyed"),
]
