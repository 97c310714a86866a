"""Dimension Fusion (23557835), Normal Spell."""
from duelist.cards.common import activate, choose_summon_position

DESCRIPTION = ("Normal Spell: pay 2000 LP; then each player Special Summons as many of their own "
               "face-up banished monsters as they can, face-up Attack or Defense Position, "
               "choosing which when their zones are too few.")


def _returnable(player):
    def fits(ctx, card):
        return card.data.card_type == "Monster" and card.face_up and card.owner == player and \
            ctx.can_special_summon(card, player=player)
    return fits


def condition(ctx):
    return ctx.any_card("banished", _returnable(ctx.player), who=ctx.player) or \
        ctx.any_card("banished", _returnable(ctx.opponent), who=ctx.opponent)


def can_pay(ctx):
    return ctx.can_pay_lp(2000)


def cost(ctx):
    ctx.pay_lp(2000)


def resolve(ctx):
    # each player's own monsters, to their own field; the activating player first, then the
    # opponent (one summon: the summons are made in the same resolution)
    for player in (ctx.player, ctx.opponent):
        cards = ctx.cards_where("banished", _returnable(player), who=player)
        room = ctx.free_monster_zone_count(player)
        if not cards or room <= 0:
            continue
        if len(cards) > room:
            cards = yield from ctx.choose_cards(cards, room, player=player,
                                                prompt="Dimension Fusion: which monsters come back?")
        for card in cards:
            position = yield from choose_summon_position(ctx, card, player=player)
            ctx.special_summon(card, player=player, position=position)


EFFECTS = [activate(resolve, special_summons=True, condition=condition, can_pay=can_pay, cost=cost)]
