"""Dark Flare Knight (13722870), Fusion Effect Monster."""
from duelist.cards.common import CONTINUOUS, TRIGGER, Effect, choose_summon_position, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Level 6 DARK Warrior Fusion (Dark Magician + Flame Swordsman). Its controller "
               "takes no battle damage from battles involving it. When it is destroyed by battle "
               "and sent to the GY, its controller Special Summons a Mirage Knight from their hand "
               "or Deck.")

MIRAGE_KNIGHT = 49217579


def destroyed_by_battle(ctx, ev):
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and ev.get("to") == S.GRAVE \
        and ev.get("reason") == "battle"


def resolve(ctx):
    found = [c for c in ctx.hand("me") + ctx.deck("me") if c.data.code == MIRAGE_KNIGHT
             and ctx.can_special_summon(c)]
    if found:
        chosen = yield from ctx.choose_cards(found, 1, prompt="Dark Flare Knight: Special Summon which Mirage Knight?")
        position = yield from choose_summon_position(ctx, chosen[0])
        ctx.special_summon(chosen[0], position=position)
    shuffle_deck(ctx)


EFFECTS = [
    Effect(CONTINUOUS, tag="controller_no_battle_damage", affects=lambda ctx, card: card is ctx.card,
           label="no battle damage to its controller"),
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=destroyed_by_battle, resolve=resolve, special_summons=True,
           label="destroyed by battle: Special Summon Mirage Knight"),
]
