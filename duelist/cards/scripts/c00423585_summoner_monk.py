"""Summoner Monk (423585), Effect Monster."""
from duelist.cards.common import IGNITION, L, TRIGGER, Effect, choose_summon_position, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Spellcaster (800/1600). When it is Normal or Flip Summoned it turns "
               "to Defense Position. While face-up on the field it cannot be Tributed. Once per "
               "turn: discard 1 Spell to Special Summon 1 Level 4 monster from your Deck; that "
               "monster cannot attack this turn.")

CANNOT_BE_TRIBUTED = True      # read by engine/extra.py (cannot_be_tributed)


def normal_or_flip_summoned(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and \
        ev.get("kind") in ("normal", "tribute", "flip")


def to_defense(ctx):
    if ctx.card.location == S.MZONE and ctx.card.position == S.FACEUP_ATTACK:
        ctx.change_position(ctx.card, S.FACEUP_DEFENSE)


def _spells(ctx):
    return [c for c in ctx.hand("me") if c.data.card_type == "Spell"]


def _level_4s(ctx):
    return [c for c in ctx.deck("me") if c.data.card_type == "Monster" and (c.data.level or 0) == 4
            and ctx.can_special_summon(c)]


def cost(ctx):
    chosen = yield from ctx.choose_cards(_spells(ctx), 1, prompt="Summoner Monk: discard which Spell?")
    ctx.discard(chosen, "cost")


def resolve(ctx):
    choices = _level_4s(ctx)
    if choices:
        chosen = yield from ctx.choose_cards(choices, 1, prompt="Summoner Monk: Special Summon which Level 4 monster?")
        position = yield from choose_summon_position(ctx, chosen[0])
        if ctx.special_summon(chosen[0], position=position):
            ctx.lasting(L.CANNOT_ATTACK, chosen[0])
    shuffle_deck(ctx)


EFFECTS = [
    Effect(TRIGGER, events="summoned", match=normal_or_flip_summoned, resolve=to_defense,
           label="to Defense Position"),
    Effect(IGNITION, once_per_turn=True, can_pay=lambda ctx: bool(_spells(ctx)), cost=cost, discard_cost=True,
           condition=lambda ctx: bool(_level_4s(ctx)), resolve=resolve, special_summons=True,
           label="discard a Spell: Special Summon a Level 4 from the Deck"),
]
