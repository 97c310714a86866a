"""Blade Knight (39507162), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Warrior. It is 400 ATK stronger while its controller holds no more "
               "than 1 card in hand. While it is the only monster its controller has, a Flip monster "
               "that loses a battle against it has its effects negated (its flip effect does nothing).")


def short_hand(ctx, card):
    return card is ctx.card and len(ctx.hand("me")) <= 1


def _flip_monster_it_destroys(ctx, card):
    """`card` is a Flip monster whose destruction by battle with this card is decided."""
    duel = ctx.duel
    attack = duel.attack
    doomed = getattr(duel, "_doomed", None) or ()
    if attack is None or card.uid not in doomed or "Flip" not in card.data.kinds:
        return False
    return ctx.card.uid in attack and card.uid in attack and card is not ctx.card


def negating_now(ctx):
    """The engine reads "negate_monsters" globally (Skill Drain) and asks it when a chain link
    resolves. So this card's negation only answers yes at that exact moment: the link now
    resolving (the last log event) is the effect of a Flip monster this card destroyed by
    battle, and this card is the only monster its controller controls."""
    duel = ctx.duel
    if not duel.chain or not duel.log:
        return False
    last = duel.log[-1]
    link = duel.chain[-1]
    if last.get("type") != "resolve" or last.get("link") != link.number:
        return False
    if [m for m in ctx.monsters("me")] != [ctx.card]:
        return False
    resolving = duel.cards[link.cid]
    return resolving.uid == link.card_uid and resolving.location == S.MZONE and \
        _flip_monster_it_destroys(ctx, resolving)


EFFECTS = [
    Effect(CONTINUOUS, tag="stats", affects=short_hand, value=lambda ctx, card: (400, 0),
           label="+400 ATK with 1 or fewer cards in hand"),
    Effect(CONTINUOUS, tag="negate_monsters", condition=negating_now,
           affects=lambda ctx, card: _flip_monster_it_destroys(ctx, card),
           label="negate Flip monsters it destroys by battle"),
]
