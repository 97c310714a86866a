"""Artifact Moralltach (85103922), Level 5 LIGHT Fairy Effect Monster."""
from duelist.cards import kit
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Level 5 LIGHT Fairy, 2100/1400. It may be Set from the hand in the Spell & Trap Zone as "
               "a Spell; destroyed there while Set during the opponent's turn and sent to the GY, it "
               "Special Summons itself. Special Summoned during the opponent's turn, it may destroy one "
               "face-up card the opponent controls (chosen, not targeted).")

SET_AS_SPELL = True


def _face_up_opponents_cards(ctx):
    return [c for c in ctx.field("opp") if c.face_up]


def _destroy_one(ctx):
    cards = _face_up_opponents_cards(ctx)
    if cards:
        chosen = yield from ctx.choose_cards(cards, 1, prompt="Destroy which face-up card?")
        yield from ctx.destroy(chosen)


EFFECTS = [
    kit.artifact_revival(),
    Effect(TRIGGER, events="summoned", match=kit.special_summoned_in_opponents_turn, optional=True,
           damage_step=DS_ALWAYS, condition=lambda ctx: bool(_face_up_opponents_cards(ctx)),
           resolve=_destroy_one, destroys=Destroys(_face_up_opponents_cards), label="destroy a face-up card"),
]
