"""Stand-in scripts for rules tests: a real card given a made-up effect for one test, when
no scripted card shows a rule on its own (e.g. an optional "if" trigger). The card keeps
its name, Level and ATK/DEF; only its script is replaced, for that test only."""

import types

from duelist.cards import registry
from duelist.cards.db import find_card
from duelist.engine import state as S
from duelist.engine.effects import CardScript


def stand_in(monkeypatch, name, effects):
    """Give the card `name` the effects `effects` while the test runs."""
    data = find_card(name)
    module = types.SimpleNamespace(DESCRIPTION="test stand-in", EFFECTS=list(effects))
    monkeypatch.setitem(registry.scripts, data.code, CardScript(data, module))
    return data


def waboku_flips_every_face_down_monster(monkeypatch):
    """Waboku as a stand-in Trap, "flip every face-down monster on the field face-up" (no card
    of the pool flips a monster face-up at spell speed 2 with its flip effect: Ceasefire
    activates none): the hidden-place trigger rulings use it."""
    from duelist.cards.common import activate

    def flip_every_face_down_monster(ctx):
        for player in (0, 1):
            for card in ctx.duel.monsters(player):
                if not card.face_up:
                    ctx.change_position(card, S.FACEUP_DEFENSE)

    return stand_in(monkeypatch, "Waboku", [activate(flip_every_face_down_monster)])


def stand_in_with(monkeypatch, name, effects, **facts):
    """`stand_in`, the script module also declaring `facts` (module-level names the engine
    reads: CHANGES_NAMES=True, SUMMON_CONDITION="proc_only", CANNOT_BE_SYNCHRO_SUMMONED=True...)."""
    data = find_card(name)
    module = types.SimpleNamespace(DESCRIPTION="test stand-in", EFFECTS=list(effects), **facts)
    monkeypatch.setitem(registry.scripts, data.code, CardScript(data, module))
    return data


def burns_when_flipped_face_up(monkeypatch, name="Stealth Bird"):
    """The card `name` as a stand-in with one mandatory trigger, "when this card is flipped
    face-up (by any means): the opponent takes 1000 damage" -- a trigger on its own flip that
    is no FLIP effect. (Stealth Bird's real effect starts only on a Flip Summon, its OCG and
    TCG texts; the engine rules of triggers that start on a flip, after damage calculation
    when an attack flipped it, not stopped by Ceasefire, use this stand-in.)"""
    from duelist.cards.common import TRIGGER, Effect

    def flipped_self(ctx, ev):
        return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid

    return stand_in(monkeypatch, name, [
        Effect(TRIGGER, events="flipped", match=flipped_self,
               resolve=lambda ctx: ctx.damage(ctx.opponent, 1000), label="1000 damage")])


def gains_lp_when_summoned(monkeypatch, name="Celtic Guardian"):
    """The card `name` as a stand-in with one optional trigger, "when this card is Summoned
    (any Summon): you can gain 500 LP" (no card of the pool has an optional trigger on its
    own Special Summon by Monster Reborn and nothing else): the priority rules after a chain
    whose Summon's trigger is declined use it."""
    from duelist.cards.common import TRIGGER, Effect, H

    def summoned_self(ctx, ev):
        return ev.get("cid") == ctx.card.cid

    return stand_in(monkeypatch, name, [
        Effect(TRIGGER, events=H.SUMMONED, match=summoned_self, optional=True, when=True,
               resolve=lambda ctx: ctx.gain_lp(ctx.player, 500), label="Summoned: gain 500 LP")])
