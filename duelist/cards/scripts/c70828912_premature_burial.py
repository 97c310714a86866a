"""Premature Burial (70828912), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import (APPLY, DS_ALWAYS, Effect, FreeMonsterZones, H, R, Target, activate,
                                  free_monster_zone, stays_equipped, while_here)
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell: for 800 LP, bring a monster back from your own GY in Attack Position "
               "with this card attached to it; should this card be destroyed, that monster is "
               "destroyed with it.")

APPLY_INDEX = 1          # the index of the applied effect in EFFECTS


def can_pay(ctx):
    return ctx.can_pay_lp(800)


def cost(ctx):
    ctx.pay_lp(800)


def legal(ctx, card):
    """A monster in your GY that can be Special Summoned."""
    return card.location == S.GRAVE and card.data.card_type == "Monster" and \
        card.owner == ctx.player and ctx.can_special_summon(card)


def resolve(ctx):
    if K.summon_target_equipped(ctx) is None:
        return
    # "when this card is destroyed, destroy the equipped monster": no chain link (like Call
    # of the Haunted); a delayed effect that lasts while this card stays on the field
    ctx.delay(APPLY_INDEX, until=while_here(ctx.card))


def destroyed_itself(ctx, ev):
    return ev["cid"] == ctx.card.cid


def destroy_monster(ctx):
    """The monster this card was still equipped to when it was destroyed (the equip
    relation cut by that destruction), unless this card was negated then."""
    for ev in ctx.happenings:
        if ev["type"] == H.UNRELATED and ev["kind"] == R.EQUIP and ev["cause"] == "source" \
                and ev["cid"] == ctx.card.cid and not ev["negated"]:
            monster = ctx.card_by_uid(ev["target_uid"])
            if monster is not None and monster.location == S.MZONE and monster.face_up:
                yield from ctx.destroy([monster])


EFFECTS = [
    # the monster comes back to a Main Monster Zone of yours (one an effect blocks does not do)
    activate(resolve, special_summons=True, condition=FreeMonsterZones(1, free_monster_zone), can_pay=can_pay, cost=cost,
             target=Target(lambda ctx: ctx.grave("me"), filter=legal,
                           prompt="Premature Burial: revive which monster?"),
             equip_filter=stays_equipped),     # once revived, it stays equipped to that monster
    Effect(APPLY, events=H.DESTROYED, match=destroyed_itself, range=("delayed",), resolve=destroy_monster,
           label="destroy the equipped monster", damage_step=DS_ALWAYS),
]
