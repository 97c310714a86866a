"""Des Counterblow (39131963), Continuous Trap."""
from duelist.cards.common import DS_ALWAYS, H, TRIGGER, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: while face-up, each time a monster (either player's) deals battle "
               "damage to a player by a direct attack, that monster is destroyed (mandatory, no "
               "target).")


def direct_hit(ctx, ev):
    """Battle damage from a direct attack, dealt by the attacking monster."""
    attack = ctx.attack
    return ctx.card.activated and ev.get("reason") == "battle" and attack is not None and \
        attack[1] == "player" and ev.get("source_uid") is not None and ev.get("source_uid") == attack[0]


def resolve(ctx):
    monster = ctx.card_by_uid(ctx.event.get("source_uid"))
    if monster is not None and monster.location == S.MZONE:
        yield from ctx.destroy([monster])


# (the 2005 print, AST-107, and today's text do the same: no ERAS entry)
EFFECTS = [
    activate(),
    Effect(TRIGGER, events=H.DAMAGE, range=(S.SZONE,), match=direct_hit, resolve=resolve, damage_step=DS_ALWAYS,
           destroys=True, label="destroy the monster that dealt battle damage by a direct attack"),
]
