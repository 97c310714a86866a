"""Otohime (39751093), Spirit Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H, Target, opp_monsters, spirit_return
from duelist.cards.scripts.c34853266_tsukuyomi import flipped_self
from duelist.cards.summons import normal_summoned_self   # ("Normal Summoned": a Tribute Summon too)
from duelist.engine import state as S

DESCRIPTION = ("Level 3 LIGHT Spellcaster Spirit (0/100); it can never be Special Summoned. When it is "
               "Normal Summoned or turned face-up, its controller may target 1 face-up monster the "
               "opponent controls and change it between Attack and Defense Position. In the End Phase "
               "of a turn in which it was Normal Summoned or turned face-up, it goes back to its "
               "owner's hand.")

SUMMON_CONDITION = "never"


def _face_up(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller != ctx.player and \
        ctx.can_change_position(card)


def switch(ctx):
    for card in ctx.targets:
        if card.face_up:
            to = S.FACEUP_DEFENSE if card.position == S.FACEUP_ATTACK else S.FACEUP_ATTACK
            ctx.change_position(card, to)


def _target():
    return Target(opp_monsters, filter=_face_up, prompt="Otohime: change which monster's position?")


# The OCG rulings (yugipedia "Card Rulings:Otohime", Konami FAQ 5379): a trigger on its Normal Summon or
# its flip (not a Flip effect), activated after damage calculation when an attack flipped it. Our
# reading: optional ("you can") in both eras; the LOD print's wording was not checked: no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events=H.SUMMONED, match=normal_summoned_self, optional=True, when=True, target=_target(),
           resolve=switch, label="Normal Summoned: change a monster's position"),
    Effect(TRIGGER, events="flipped", match=flipped_self, optional=True, when=True, target=_target(),
           resolve=switch, label="flipped: change a monster's position"),
    spirit_return(),
]
