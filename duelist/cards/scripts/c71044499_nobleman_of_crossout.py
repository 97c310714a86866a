"""Nobleman of Crossout (71044499), Normal Spell."""
from duelist.cards.common import CONTINUOUS, Effect, Target, activate, code_of, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: picks one face-down monster on the field, destroys it and removes it "
               "from play instead of the GY; if that was a Flip monster, both players also banish "
               "every copy of it left in their Decks.")


def face_down_monsters(ctx):
    return [c for c in ctx.monsters("both") if c.position == S.FACEDOWN_DEFENSE]


def _banishing(ctx):
    info = ctx.card.info
    return bool(info) and "banish_uid" in info


def resolve(ctx):
    targets = ctx.targets
    if not targets:
        return
    monster = targets[0]
    card = ctx.card
    # "destroy it, and if you do, banish it": the destroyed card goes to the banishment
    # instead of the GY (so "sent to the GY" effects never start). While it resolves, this
    # card's own replacement effect (below) names the target.
    was_activated = card.activated
    card.info = dict(card.info or {}, banish_uid=monster.uid)
    card.activated = True
    try:
        destroyed = ctx.destroy([monster])
    finally:
        card.activated = was_activated
        info = dict(card.info or {})
        info.pop("banish_uid", None)
        card.info = info or None
    if not destroyed or monster.location != S.BANISHED:
        return
    if "Flip" not in monster.data.kinds:
        return
    code = code_of(monster)
    for player in (ctx.player, ctx.opponent):
        copies = [c for c in ctx.duel.players[player].deck if code_of(c) == code]
        ctx.banish(copies)
    for player in (ctx.player, ctx.opponent):
        shuffle_deck(ctx, player)


EFFECTS = [
    activate(resolve, target=Target(face_down_monsters, filter=lambda ctx, c: c.location == S.MZONE
                                    and c.position == S.FACEDOWN_DEFENSE,
                                    prompt="Nobleman of Crossout: destroy which face-down monster?")),
    # the banishment of its own target only, and only while it resolves
    Effect(CONTINUOUS, tag="banish_instead", condition=_banishing,
           affects=lambda ctx, c: c.uid == ctx.card.info["banish_uid"], label="banish the destroyed target"),
]
