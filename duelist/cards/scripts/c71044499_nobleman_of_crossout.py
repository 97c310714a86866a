"""Nobleman of Crossout (71044499), Normal Spell."""
from duelist.cards.common import Target, activate, code_of, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: picks one face-down monster on the field, destroys it and removes it "
               "from play instead of the GY; if that was a Flip monster, both players also banish "
               "every copy of it left in their Decks.")


def face_down_monsters(ctx):
    # (`ctx.monsters` asked for the face-down ones: one list, in the order of "both", made in
    # place; asked in every window that offers this card. A monster is face-down on the field
    # only in face-down Defense Position, which the target's filter tests again.)
    return ctx.monsters("both", face_up=False)


def resolve(ctx):
    targets = ctx.targets
    if not targets:
        return
    monster = targets[0]
    # "destroy it, and if you do, banish it": it never reaches the GY (so "sent to the GY"
    # effects never start)
    destroyed = yield from ctx.destroy([monster], banish=True)
    if not destroyed or monster.location != S.BANISHED:
        return
    if "Flip" not in monster.data.kinds:
        return
    code = code_of(monster)
    for player in (ctx.player, ctx.opponent):
        copies = [c for c in reversed(ctx.deck(player)) if code_of(c) == code]     # bottom first
        ctx.banish(copies)
    for player in (ctx.player, ctx.opponent):
        shuffle_deck(ctx, player)


EFFECTS = [
    activate(resolve, target=Target(face_down_monsters, filter=lambda ctx, c: c.location == S.MZONE
                                    and c.position == S.FACEDOWN_DEFENSE,
                                    prompt="Nobleman of Crossout: destroy which face-down monster?"),
                                               destroys=True),
]
