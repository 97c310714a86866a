"""Rescue Cat (14878871), Effect Monster."""
from duelist.cards.common import IGNITION, M, Effect, choose_summon_position
from duelist.cards.summons import at_end_phase

DESCRIPTION = ("Ignition, its cost this face-up card going to the GY: two small Beasts (Level 3 "
               "at most) come out of the Deck together, and any of them still face-up on the field "
               "at the End Phase is destroyed then.")


def _small_beast(ctx, card):
    return card.data.card_type == "Monster" and card.data.race == "Beast" and 0 < (card.data.level or 0) <= 3


def condition(ctx):
    # two fitting monsters in the Deck, and two zones once this card has left its own
    return (ctx.card.face_up and ctx.free_monster_zone_count() + 1 >= 2
            and ctx.count_cards("deck", _small_beast) >= 2)


def can_pay(ctx):
    return ctx.can_send_to_grave([ctx.card])


def cost(ctx):
    ctx.send_to_grave([ctx.card], reason="cost")


def resolve(ctx):
    beasts = [c for c in ctx.cards_where("deck", _small_beast) if ctx.can_special_summon(c)]
    # both or none: with room for one only, nothing is summoned
    if len(beasts) < 2 or ctx.free_monster_zone_count() < 2:
        return
    chosen = yield from ctx.choose_cards(beasts, 2, prompt="Rescue Cat: Special Summon 2 Beasts")
    summoned = False
    for monster in chosen:
        position = yield from choose_summon_position(ctx, monster)
        if ctx.special_summon(monster, position=position):
            ctx.mark(monster, M.SUMMONED_BY, ctx.card.cid)
            summoned = True
    if summoned:
        ctx.delay(1, once=True)


EFFECTS = [
    Effect(IGNITION, resolve=resolve, condition=condition, can_pay=can_pay, cost=cost,
           special_summons=True, label="send it to the GY: summon 2 Beasts"),
    at_end_phase(lambda ctx, monsters: ctx.destroy(monsters), "destroy them in the End Phase"),
]
