"""Insect Princess (37957847), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, DS_ALWAYS, TRIGGER, Effect, H, while_face_up
from duelist.engine import state as S

DESCRIPTION = ("Level 6 WIND Insect (1900/1200). Every face-up Insect monster the opponent controls "
               "is put in Attack Position and kept there. Each time it destroys an Insect monster by "
               "battle, it gains 500 ATK for as long as it stays face-up on the field.")


def _opponents_insect(ctx, card):
    return (card.controller != ctx.player and card.location == S.MZONE and card.position in S.FACE_UP_POSITIONS
            and ctx.race(card) == "Insect")


def _destroys_an_insect(ctx, ev):
    if not K.destroys_by_battle(ctx, ev):
        return False
    victim = ctx.card_by_uid(ev.get("uid"))
    if victim is None:
        return False
    race = ctx.race(victim) if victim.location == S.MZONE and victim.face_up else victim.data.race
    return race == "Insect"


def gain(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up:
        ctx.modify(card, atk=500, until=while_face_up(card))


# The 2005 print (IOC-EN080) and today's text say the same: no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag=C.FORCE_ATTACK, affects=_opponents_insect,
           label="the opponent's face-up Insect monsters: Attack Position"),
    Effect(CONTINUOUS, tag=C.CANNOT_CHANGE_POSITION, affects=_opponents_insect,
           label="the opponent's face-up Insect monsters stay in Attack Position"),
    Effect(TRIGGER, events=H.DESTROYED, match=_destroys_an_insect, resolve=gain, damage_step=DS_ALWAYS,
           label="it destroyed an Insect by battle: +500 ATK"),
]
