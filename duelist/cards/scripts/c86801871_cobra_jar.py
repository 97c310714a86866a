"""Cobra Jar (86801871), Flip Effect Monster."""
from duelist.cards.common import DS_ALWAYS, EVER, FLIP, TRIGGER, Effect, H, choose_summon_position
from duelist.cards.db import get_card

DESCRIPTION = ("Level 2 EARTH Reptile (600/300). FLIP: its controller Special Summons 1 Poisonous Snake "
               "Token (Level 3 EARTH Reptile, 1200/1200); each time that Token is destroyed by battle, "
               "their opponent takes 500 damage (a chain link; still so once this card has left the "
               "field).")

POISONOUS_SNAKE_TOKEN = 86801872      # the card database's Token record


def _watch_key(ctx):
    return "cobra_jar_watch:%d" % ctx.card.cid


def _token_key(ctx, token_cid):
    # the Tokens this card made, kept for the Duel (a fork, a replay carry them)
    return "cobra_jar:%d:%d" % (ctx.card.cid, token_cid)


def _snake(ctx):
    if ctx.free_monster_zone_count() < 1 or ctx.summon_locked():
        return
    position = yield from choose_summon_position(ctx)
    token = ctx.create_token(get_card(POISONOUS_SNAKE_TOKEN), position)
    if token is None:
        return
    ctx.spend_in_duel(_token_key(ctx, token.cid))
    if not ctx.used_in_duel(_watch_key(ctx)):
        # the 500 damage outlives this card (it is the Token's, made by this card's effect: our
        # reading of the text): a delayed effect for the rest of the Duel, one per copy of the card
        ctx.spend_in_duel(_watch_key(ctx))
        ctx.delay(1, until=EVER)


def _snake_destroyed_by_battle(ctx, ev):
    return ev.get("reason") == "battle" and ctx.used_in_duel(_token_key(ctx, ev["cid"]))


def _bite(ctx):
    ctx.damage(ctx.opponent, 500)


# The 2005 text (DR1-EN023: FLIP, the Token; 500 damage to your opponent when it is destroyed as a
# result of battle) does what today's does: no ERAS entry.
EFFECTS = [
    Effect(FLIP, resolve=_snake, special_summons=True, label="a Poisonous Snake Token"),
    Effect(TRIGGER, events=H.DESTROYED, match=_snake_destroyed_by_battle, range=("delayed",), resolve=_bite,
           damage_step=DS_ALWAYS, inflicts_damage="opponent",
           label="Poisonous Snake Token destroyed by battle: 500 damage"),
]
