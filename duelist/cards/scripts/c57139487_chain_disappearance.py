"""Chain Disappearance (57139487), Normal Trap."""
from duelist.cards.common import H, activate, shuffle_deck, summoned_now
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: when a monster with 1000 or less ATK is Normal, Flip or Special Summoned "
               "(by either player), banish it (1 of them, still face-up with 1000 or less ATK); if "
               "it is banished, every card with its name in your opponent's hand and Deck is "
               "banished too, and that Deck is shuffled. It does not target.")

KINDS = ("normal", "tribute", "flip", "special", "proc")


def _small(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.atk(card) <= 1000


def small_summons(ctx):
    return [c for c in summoned_now(ctx, KINDS, by_opponent=False) if _small(ctx, c)]


def remember(ctx):
    """Not a cost: notes which monsters' Summon this activation answers ("that monster")."""
    ctx.link.info["summoned"] = [c.uid for c in small_summons(ctx)]


def resolve(ctx):
    still = [c for c in (ctx.card_by_uid(uid) for uid in ctx.link.info.get("summoned", ()))
             if c is not None and _small(ctx, c)]
    if not still:
        return
    if len(still) > 1:
        still = yield from ctx.choose_cards(still, 1, prompt="Chain Disappearance: banish which monster?")
    monster = still[0]
    name = ctx.name(monster)          # its name now, before it leaves the field
    if not ctx.banish([monster]):
        return                        # "and if you do"
    opponent = ctx.opponent
    copies = [c for c in ctx.hand(opponent) + ctx.deck(opponent) if c.data.name == name]
    ctx.banish(copies)
    shuffle_deck(ctx, opponent)


# One meaning in both eras (the 2005 text: the same summons, the same 1000 ATK, the copies from
# the opponent's hand and Deck): no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: bool(small_summons(ctx)), cost=remember,
                    answers=H.SUMMONED)]
