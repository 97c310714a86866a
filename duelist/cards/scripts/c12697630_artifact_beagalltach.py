"""Artifact Beagalltach (12697630), Level 5 LIGHT Fairy Effect Monster."""
from duelist.cards import kit
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Level 5 LIGHT Fairy, 1400/2100. It may be Set from the hand in the Spell & Trap Zone as "
               "a Spell; destroyed there while Set during the opponent's turn and sent to the GY, it "
               "Special Summons itself. Special Summoned during the opponent's turn, it must destroy one "
               "or two Set cards its controller has (chosen, not targeted); that effect once per turn.")

SET_AS_SPELL = True


def _my_set_cards(ctx):
    return [c for c in ctx.field("me") if not c.face_up]


def _condition(ctx):
    return kit.name_opt_free(ctx) and bool(_my_set_cards(ctx))


def _destroy_set_cards(ctx):
    cards = _my_set_cards(ctx)
    if cards:
        chosen = yield from ctx.choose_cards(cards, min(2, len(cards)), minimum=1,
                                             prompt="Destroy 1 or 2 of your Set cards")
        yield from ctx.destroy(chosen)


EFFECTS = [
    kit.artifact_revival(),
    Effect(TRIGGER, events="summoned", match=kit.special_summoned_in_opponents_turn, damage_step=DS_ALWAYS,
           condition=_condition, cost=kit.spend_name_opt, resolve=_destroy_set_cards, destroys=Destroys(_my_set_cards),
           label="destroy your Set cards"),
]
