"""Future Fusion (77565204), Continuous Spell.

Two texts (seed 000 §融合召喚, 5th point: the card that makes the Fusion Summon says where its
materials come from, here the Deck):

- today's (the errata): activating the card does nothing yet. In its controller's 1st Standby
  Phase after the activation an effect is activated (a mandatory trigger): reveal a Fusion
  Monster of the Extra Deck and send the materials it names from the Deck to the GY (plain
  sending by an effect, no Fusion Summon yet, so no Fusion substitute stands in). In their
  2nd Standby Phase another: Fusion Summon a monster of the revealed name from the Extra Deck
  (a proper Fusion Summon, made by chain link 1: negatable when the chain ends).
- the first printing's, played under the GOAT rules (ERAS "2005"): the reveal and the sending
  are the activation's own effect (so it needs such a Fusion Monster and its materials in the
  Deck), and in the 2nd Standby Phase the monster comes without a chain link, "treated as a
  Fusion Summon".

Both: the card and the monster are tied (relation R.SUMMONED, cut by the engine when either
leaves or turns face-down): this card leaving the field destroys the monster; the monster
destroyed destroys this card. Gone before its 2nd Standby Phase, it summons nothing.
"""
from duelist.cards import kit as K
from duelist.cards.common import (APPLY, TRIGGER, During, Effect, H, R, activate,
                                  choose_summon_position, take_one, while_here, while_related)
from duelist.cards.summons import choose_materials
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell. In your first Standby Phase after its activation: show your "
               "opponent a Fusion Monster of your Extra Deck and send the Fusion Materials it "
               "names from your Deck to the Graveyard. In your second: Fusion Summon a monster "
               "of that name from your Extra Deck. If this card leaves the field, that monster is "
               "destroyed; if that monster is destroyed, this card is destroyed.")

TIE = R.SUMMONED        # this card -> the Fusion Monster it summoned
LEAVES = 2              # index of the "this card leaves the field" effect in EFFECTS (both texts)
OLD_SUMMON = 3          # index of the 2nd Standby Phase's summon in the first printing's EFFECTS


# ------------------------------------------------------------------ shared parts
def _deck(ctx):
    return ctx.fusion_material_pool(("deck",))


def _revealable(ctx, pool, substitutes):
    """Fusion Monsters of the Extra Deck whose materials are all in `pool` (never one with its
    own procedure, Chimeratech Fortress Dragon, nor one that must be summoned otherwise)."""
    return [f for f in ctx.fusion_monsters() if ctx.can_fusion(f, pool)
            and (substitutes or ctx.fusion_choices(f, pool, substitutes=False))]


def _reveal_and_send(ctx, substitutes, kind):
    """Generator: reveal one Fusion Monster, send its materials from the Deck to the GY
    (kind "fusion": as Fusion Materials; None: by the effect); returns the monster or None."""
    pool = _deck(ctx)
    fusions = _revealable(ctx, pool, substitutes)
    if not fusions:
        return None
    chosen = yield from ctx.choose_cards(fusions, 1, prompt="Future Fusion: reveal which Fusion Monster?")
    fusion = chosen[0]
    ctx.reveal([fusion], None)        # shown to both players
    sets = ctx.fusion_choices(fusion, pool, substitutes=substitutes)
    picked = yield from choose_materials(ctx, fusion, sets)
    if kind == "fusion":
        ctx.send_materials(picked, "fusion")
    else:
        ctx.send_to_grave(picked)
    K.shuffle_deck(ctx)
    return fusion


def _revealed(ctx):
    return (ctx.card.info or {}).get("revealed")


def _summon(ctx):
    """Generator: Fusion Summon a monster of the revealed name from the Extra Deck; tie it to
    this card while this card is still on the field."""
    name = _revealed(ctx)
    if not name:
        return
    fusion = yield from take_one(ctx, [c for c in ctx.extra_deck("me") if c.data.name == name],
                                 "Future Fusion: Fusion Summon which %s?" % name)
    if fusion is None:
        return
    position = yield from choose_summon_position(ctx, fusion)
    if ctx.proper_summon(fusion, "fusion", position) and ctx.card.location == S.SZONE and ctx.card.face_up:
        ctx.relate(fusion, TIE)
        ctx.delay(LEAVES, until=while_related(ctx.card))


def _standby(n):
    return lambda ctx, ev: K.own_standby_number(ctx, ev) == n and ctx.card.activated


def _tie_effects():
    # "if that monster is destroyed, destroy this card" (a state check) and "if this card leaves
    # the field, destroy that monster" (applied), as Call of the Haunted's
    return [K.tie_destroyed_destroys(TIE), K.tie_left_destroys(TIE)]


# ------------------------------------------------------------------ today's text
def _note(ctx):
    K.note_activation(ctx)


def _first_standby(ctx):
    fusion = yield from _reveal_and_send(ctx, substitutes=False, kind=None)
    if fusion is not None:
        ctx.card.info = dict(ctx.card.info or {}, revealed=fusion.data.name)


EFFECTS = [
    # the activation itself does nothing: no Fusion Monster is needed yet
    activate(_note),
] + _tie_effects() + [
    Effect(TRIGGER, events="phase", range=(S.SZONE,), during=During(own=(S.PHASE_STANDBY,)),
           match=_standby(1), resolve=_first_standby, label="1st Standby Phase: send the materials"),
    Effect(TRIGGER, events="phase", range=(S.SZONE,), during=During(own=(S.PHASE_STANDBY,)),
           match=_standby(2), resolve=_summon, special_summons=True, label="2nd Standby Phase: Fusion Summon"),
]


# ------------------------------------------------------------------ the first printing's text
def _can_reveal(ctx):
    return bool(_revealable(ctx, _deck(ctx), True))


def _old_resolve(ctx):
    K.note_activation(ctx)
    if not ctx.card_still_here:
        return
    fusion = yield from _reveal_and_send(ctx, substitutes=True, kind="fusion")
    if fusion is not None:
        ctx.card.info = dict(ctx.card.info or {}, revealed=fusion.data.name)
        # the summon to come: a delayed effect that lasts while this card stays on the field
        ctx.delay(OLD_SUMMON, until=while_here(ctx.card), once=True)


def _old_second_standby(ctx, ev):
    return K.own_standby_number(ctx, ev) == 2


ERAS = {"2005": {
    "DESCRIPTION": ("Continuous Spell. As it is activated: show your opponent a Fusion Monster of "
                    "your Extra Deck and send the Fusion Materials it names from your Deck to the "
                    "Graveyard. In your second Standby Phase after the activation, Special Summon "
                    "a monster of that name from your Extra Deck (treated as a Fusion Summon). If "
                    "this card leaves the field, that monster is destroyed; if that monster is "
                    "destroyed, this card is destroyed."),
    "EFFECTS": [
        activate(_old_resolve, condition=_can_reveal),
    ] + _tie_effects() + [
        # the summon in the 2nd Standby Phase: applied, no chain link
        Effect(APPLY, events=H.PHASE, match=_old_second_standby, range=("delayed",), resolve=_summon,
               label="2nd Standby Phase: Special Summon"),
    ],
}}
