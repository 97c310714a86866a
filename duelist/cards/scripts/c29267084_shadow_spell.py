"""Shadow Spell (29267084), Continuous Trap."""
from duelist.cards.common import APPLY, CONTINUOUS, DS_ATK, H, Effect, Target, activate
from duelist.cards.scripts.c18807108_spellbinding_circle import bound_monster, destroy_this_card, held, resolve
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: target a face-up monster your opponent controls: while this card is "
               "face-up, that monster loses 700 ATK and cannot attack or change its battle position. "
               "When that monster leaves the field, this card is destroyed.")


def _face_up_opponents(ctx):
    """The candidates: a face-up monster the opponent controls. (Face-up is asked of the
    candidates, not as the filter `ctx.targets` asks again at resolution: a target turned
    face-down in answer, by Book of Moon, is still held, OCG ruling.)"""
    return [card for card in ctx.monsters("opp") if card.face_up]


def held_left_the_field(ctx, ev):
    bound = bound_monster(ctx)
    return bound is not None and ev["cid"] == bound[0] and ev.get("prev") == bound[1] and \
        ev.get("origin") == S.MZONE


def held_turned_face_down(ctx, ev):
    bound = bound_monster(ctx)
    return bound is not None and ev["uid"] == bound[1] and ev["to"] == S.FACEDOWN_DEFENSE


def let_go(ctx):
    """The held monster turned face-down is no longer this card's target (OCG ruling): this card
    stays on the field, holding nothing."""
    ctx.card.info = dict(ctx.card.info or {}, bound=None)


# One meaning in both eras (the OCG text 《闇の呪縛》, KA-35, and the TCG prints: a face-up monster
# the opponent controls loses 700 ATK and cannot attack or change its position; destroyed with it when
# it leaves the field): no ERAS entry. Book of Moon (yugipedia "Card Rulings:Shadow Spell", OCG): chained
# to this card's activation it does not stop the hold; on a monster already held it frees it.
# The hold is Spellbinding Circle's (`resolve` keeps the object in card.info "bound"); it ends once the
# monster leaves the field (a new object) or, unlike the Circle's, once it is turned face-down while held.
EFFECTS = [
    # it changes ATK: activated in the Damage Step until before damage calculation too, and the
    # attack under way goes on (yugipedia "Card Rulings:Shadow Spell", OCG ruling; round 59x)
    activate(resolve, target=Target(_face_up_opponents, prompt="Shadow Spell: hold which monster?"),
             damage_step=DS_ATK),
    Effect(CONTINUOUS, tag="stats", affects=held, value=lambda ctx, c: (-700, 0), label="held: -700 ATK"),
    Effect(CONTINUOUS, tag="cannot_attack", affects=held, label="held: cannot attack"),
    Effect(CONTINUOUS, tag="cannot_change_position", affects=held, label="held: cannot change position"),
    # "when that monster leaves the field, destroy this card": applied, no chain link
    Effect(APPLY, events=H.MOVED, range=(S.SZONE,), match=held_left_the_field, resolve=destroy_this_card,
           label="held monster left the field"),
    # Book of Moon on the monster already held frees it (yugipedia, OCG ruling): applied, no chain link
    Effect(APPLY, events=H.POSITION_CHANGED, range=(S.SZONE,), match=held_turned_face_down, resolve=let_go,
           label="held monster turned face-down"),
]
