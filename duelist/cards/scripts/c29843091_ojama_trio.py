"""Ojama Trio (29843091), Normal Trap."""
from duelist.cards.common import APPLY, DS_ALWAYS, EVER, Effect, H, activate
from duelist.cards.db import get_card
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: puts three Ojama Tokens (Beast, LIGHT, Level 2, 0 ATK / 1000 DEF) on "
               "your opponent's field in Defense Position; they cannot be Tributed for a Tribute "
               "Summon, and each time one of them is destroyed its controller takes 300 damage "
               "(no chain link; still so once this card has left the GY).")

# the three Ojama Tokens, one passcode per artwork (the card database's Token records)
TOKEN_CODES = (29843092, 29843093, 29843094)


def _room(ctx):
    # all three or none: three zones of the opponent a monster can take, and no rule that
    # keeps this card's player from Summoning
    return ctx.free_monster_zone_count(ctx.opponent) >= 3 and not ctx.summon_locked()


def _watch_key(ctx):
    return "ojama_trio_watch:%d" % ctx.card.cid


def _token_key(ctx, token_cid):
    # the Tokens this card made, kept for the Duel (a fork, a replay carry them)
    return "ojama_trio:%d:%d" % (ctx.card.cid, token_cid)


def resolve(ctx):
    if not _room(ctx):
        return
    made = False
    for code in TOKEN_CODES:
        token = ctx.create_token(get_card(code), S.FACEUP_DEFENSE, player=ctx.opponent)
        if token is not None:
            token.info = {"no_tribute_summon": True}     # read by the engine's Tribute rules
            ctx.spend_in_duel(_token_key(ctx, token.cid))
            made = True
    if made and not ctx.used_in_duel(_watch_key(ctx)):
        # the 300 damage is no chain link and outlives this card (our reading of the card's
        # rulings: yugioh-wiki 《おジャマトリオ》): a delayed effect for the rest of the Duel,
        # one per copy of the card, that hears every destruction of a Token it made
        ctx.spend_in_duel(_watch_key(ctx))
        ctx.delay(1, until=EVER)


def _mine(ctx, ev):
    return ctx.used_in_duel(_token_key(ctx, ev["cid"]))


def _burn(ctx):
    # one application per batch of destructions: 300 for each Token of this card destroyed
    # in it, to the player who controlled it then
    for ev in ctx.happenings:
        if ev["type"] == H.DESTROYED and _mine(ctx, ev):
            ctx.damage(ev["controller"], 300)


EFFECTS = [
    activate(resolve, special_summons=True, condition=_room),
    Effect(APPLY, events=H.DESTROYED, match=_mine, range=("delayed",), resolve=_burn,
           label="Ojama Token destroyed: 300 damage", damage_step=DS_ALWAYS),
]
