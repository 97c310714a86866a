"""Marauding Captain (2460565), Effect Monster."""
from duelist.cards.common import CONTINUOUS, TRIGGER, Effect, choose_summon_position
from duelist.engine import state as S
from duelist.cards.summons import normal_summoned_self   # ("Normal Summoned": a Tribute Summon too)

DESCRIPTION = ("Level 3 EARTH Warrior. The opponent may not choose any other face-up Warrior its "
               "controller has as an attack target. When it is Normal Summoned, its controller may "
               "put 1 monster of Level 4 or less from the hand onto the field (Special Summon).")


def other_warrior(ctx, card):
    return card is not ctx.card and card.location == S.MZONE and card.face_up and \
        card.controller == ctx.player and ctx.race(card) == "Warrior"



def fits(ctx, card):
    return card.data.card_type == "Monster" and 0 < ctx.level(card) <= 4 and \
        ctx.can_special_summon(card)


def condition(ctx):
    return ctx.any_card("hand", fits)


def resolve(ctx):
    options = ctx.cards_where("hand", fits)
    if not options:
        return
    chosen = yield from ctx.choose_cards(options, 1, prompt="Marauding Captain: Special Summon which monster?")
    if not chosen:
        return
    position = yield from choose_summon_position(ctx, chosen[0])
    ctx.special_summon(chosen[0], position=position)


EFFECTS = [
    Effect(CONTINUOUS, tag="cannot_be_attacked", affects=other_warrior, label="guards other Warriors"),
    Effect(TRIGGER, events="summoned", match=normal_summoned_self, optional=True, when=True, condition=condition,
           resolve=resolve, special_summons=True, label="Special Summon a Level 4 or lower monster"),
]
