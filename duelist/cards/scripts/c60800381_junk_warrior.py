"""Junk Warrior (60800381), Synchro Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, while_face_up
from duelist.cards.summons import synchro_summoned
from duelist.engine import state as S

DESCRIPTION = ("Level 5 DARK Warrior Synchro (Junk Synchron + 1 or more non-Tuners). When it is "
               "Synchro Summoned it gains ATK equal to the ATK of all the face-up Level 2 or lower "
               "monsters you control when the effect resolves, for as long as it stays face-up.")


def resolve(ctx):
    card = ctx.card
    if card.location != S.MZONE or not card.face_up or card.uid != ctx.link.card_uid:
        return
    total = sum(ctx.atk(c) for c in ctx.monsters("me", face_up=True) if 0 < ctx.level(c) <= 2)
    if total:
        ctx.modify(card, atk=total, until=while_face_up(card))


EFFECTS = [Effect(TRIGGER, events="summoned", match=synchro_summoned, resolve=resolve,
                  label="Synchro Summoned: gain the ATK of your Level 2 or lower monsters")]
