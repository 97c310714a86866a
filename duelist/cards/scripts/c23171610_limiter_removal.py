"""Limiter Removal (23171610), Quick-Play Spell."""
from duelist.cards.common import APPLY, DS_ATK, H, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Quick-Play Spell: every face-up Machine its player controls as it resolves has its "
               "ATK doubled (its ATK then, gains included) until the end of the turn; in this "
               "turn's End Phase the monsters it doubled are destroyed, if they are still face-up "
               "on the field (whoever controls them then).")

NOTE = "limiter_removal"      # card.info key: the Limiter Removal cards (cid) that doubled it


def _machine(ctx, card):
    return card.face_up and ctx.race(card) == "Machine"


def resolve(ctx):
    doubled = False
    for monster in ctx.cards_where("monsters", _machine):
        ctx.modify(monster, atk=ctx.atk(monster))
        info = dict(monster.info or {})
        info[NOTE] = info.get(NOTE, ()) + ((ctx.card.cid, ctx.turn),)
        monster.info = info
        doubled = True
    if doubled:
        ctx.delay(1, once=True)


def _doubled_by_this(ctx, card):
    # the note goes when the monster moves; one turned face-down lost the doubling with it
    return card.face_up and (ctx.card.cid, ctx.turn) in (card.info or {}).get(NOTE, ())


def destroy_them(ctx):
    return ctx.destroy(ctx.cards_where("monsters", _doubled_by_this, who="both"))


EFFECTS = [
    activate(resolve, condition=lambda ctx: ctx.any_card("monsters", _machine), damage_step=DS_ATK),
    Effect(APPLY, events=H.PHASE, match=lambda ctx, ev: ev.get("phase") == S.PHASE_END,
           range=("delayed",), resolve=destroy_them, label="destroy the doubled monsters"),
]
