"""Call of the Haunted (97077563), Continuous Trap."""
from duelist.cards.common import (APPLY, DS_ALWAYS, NEEDS_CUT, Effect, FreeMonsterZones, H, R, STATE, Target,
                                  activate, while_related)
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: brings a monster back from your GY in Attack Position. The two "
               "are tied: if this card leaves the field, that monster is destroyed; if that "
               "monster is destroyed, this card is destroyed. The tie ends if the monster leaves "
               "the field some other way or is turned face-down.")

LEAVES = 2          # index of the "this card leaves the field" effect below
TIE = R.REVIVED     # the card relation this card -> the monster it revived


def _revivable(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and card.data.card_type == "Monster" \
        and ctx.can_special_summon(card)


def resolve(ctx):
    targets = ctx.targets
    if not targets or not ctx.card_still_here:
        return
    monster = targets[0]
    if ctx.special_summon(monster, position=S.FACEUP_ATTACK):
        # the tie: a relation the engine cuts when either side leaves or turns face-down,
        # and the delayed "if this card leaves" effect, which lasts while the tie does
        ctx.relate(monster, TIE)
        ctx.delay(LEAVES, until=while_related(ctx.card))


def _monster_destroyed(ctx):
    """State check: the tie was cut because that monster was destroyed (by battle or an
    effect), and this card's effects are not negated now."""
    for r in ctx.lost_relations(TIE):
        if r.cause == "target" and _destruction(r.reason):
            return not ctx.is_negated(ctx.card)
    return False


def _destruction(reason):
    return reason == "battle" or reason.startswith("destroyed")


def _destroy_this_card(ctx):
    yield from ctx.destroy([ctx.card])


def _this_card_left(ctx, ev):
    return ev["kind"] == TIE and ev["cause"] == "source" and ev["cid"] == ctx.card.cid


def _destroy_the_monster(ctx):
    ev = ctx.event
    if ev["negated"]:
        return            # its effects were negated when it left (Royal Decree, Jinzo)
    monster = ctx.card_by_uid(ev["target_uid"])
    if monster is not None and monster.location == S.MZONE:
        yield from ctx.destroy([monster])


EFFECTS = [
    # (the monster comes back to a Main Monster Zone: with none free, the windows pass this card
    # by without a call, and the GY is not walked, where each monster's summon question would say no)
    activate(resolve, condition=FreeMonsterZones(1),
             target=Target(lambda ctx: ctx.grave("me"), filter=_revivable,
                           prompt="Call of the Haunted: revive which monster?")),
    # "if that monster is destroyed, destroy this card": no chain link (a state check)
    # (asked only while a relation was cut since the state checks last looked: ctx.lost_relations)
    Effect(STATE, range=(S.SZONE,), condition=_monster_destroyed, resolve=_destroy_this_card, needs=NEEDS_CUT,
           label="monster gone"),
    # "if this card leaves the field, destroy that monster": applied, not activated
    Effect(APPLY, events=H.UNRELATED, match=_this_card_left, range=("delayed",), resolve=_destroy_the_monster,
           label="this card left", damage_step=DS_ALWAYS),
]
