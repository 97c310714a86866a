"""Creature Swap (31036355), Normal Spell."""
from duelist.cards.common import L, MonstersOnField, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: you and your opponent each hand over one monster of your own "
               "choosing to the other player for good; neither traded monster may change its "
               "battle position for the rest of the turn.")


def _pick(ctx, player):
    """Generator: `player` chooses one monster they control (asked only with a choice). The
    monster received goes to one of their Main Monster Zones: with none free, the one they give
    must leave one (not a monster of an Extra Monster Zone: yugioh-wiki 「コントロール交換」); never
    one whose control cannot switch (Mataza the Zapper): with no other, nothing is traded."""
    cards = [c for c in ctx.monsters("me" if player == ctx.player else "opp") if ctx.can_take_control(c)]
    if not ctx.control_zone_free(player):     # (a count limit, Kaiser Colosseum's, bars no swap)
        cards = [c for c in cards if c.seq < S.EMZ_FIRST_SEQ]
    if not cards:
        return None     # (every Main Monster Zone blocked, its only monster in an Extra one)
    if len(cards) == 1:
        return cards[0]
    chosen = yield from ctx.choose_cards(cards, 1, player=player,
                                         prompt="Creature Swap: give which of your monsters?")
    return chosen[0]


def resolve(ctx):
    me, opp = ctx.player, ctx.opponent
    if not ctx.monsters("me") or not ctx.monsters("opp"):
        return
    # each player chooses one monster they control (the activating player first); no target
    mine = yield from _pick(ctx, me)
    theirs = yield from _pick(ctx, opp)
    if mine is None or theirs is None:
        return
    # the switch happens at once: each takes the other's zone (two full fields trade too)
    ctx.swap_control(mine, theirs)
    for monster in (mine, theirs):
        ctx.lasting(L.CANNOT_CHANGE_POSITION, monster)


# a monster on each side: a declared count (the windows and menus pass the card by without a
# Ctx while one side has none)
EFFECTS = [activate(resolve, condition=MonstersOnField(mine=1, theirs=1))]
