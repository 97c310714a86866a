"""Soul-Absorbing Bone Tower (63012333), Effect Monster."""
from duelist.cards.common import CONTINUOUS, TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 3 DARK Zombie. While its controller has another face-up Zombie, it cannot be "
               "attacked. Each time a Zombie is Special Summoned face-up (either side, itself too), "
               "the opponent sends the top 2 cards of their Deck to the GY.")


def other_zombie(ctx, card):
    return card is not ctx.card and card.location == S.MZONE and card.face_up and ctx.race(card) == "Zombie"


def shielded(ctx, card):
    return card is ctx.card and ctx.any_card("monsters", other_zombie)


def zombie_special_summoned(ctx, ev):
    if ev.get("kind") not in ("special", "proc"):       # (proc: its own procedure, a Special Summon too)
        return False
    card = ctx.card_by_uid(ev.get("uid"))
    return card is not None and card.location == S.MZONE and card.face_up and ctx.race(card) == "Zombie"


def mill(ctx):
    top = ctx.deck("opp")[:2]           # (the selector lists a Deck top first)
    if top:
        ctx.send_to_grave(top)


# (the 2005 print, Ancient Sanctuary AST-011, and today's text do the same: no ERAS entry)
EFFECTS = [
    Effect(CONTINUOUS, tag="cannot_be_attacked", affects=shielded, label="cannot be attacked beside a Zombie"),
    Effect(TRIGGER, events=H.SUMMONED, match=zombie_special_summoned, resolve=mill,
           label="a Zombie Special Summoned: the opponent mills 2"),
]
