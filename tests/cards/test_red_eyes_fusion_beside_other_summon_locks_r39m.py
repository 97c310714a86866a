"""Red-Eyes Fusion (6172122) beside other rules that forbid Summons: its own restriction ("you
cannot Summon the turn you activate this card, except by this card's effect") never stops its
own Fusion Summon, but another card's lock that binds its player when it resolves does, and a
rule that binds only the other player, or a lasting rule that forbids no Summon, does not.

Rules cited: seed 000 §融合召喚 (a Fusion Summon is a Special Summon: a rule that forbids Special
Summons forbids it), §永續效果 (a continuous effect applies while its card is face-up on the
field: from the moment a face-down card is turned face-up) and §連鎖 (the chain resolves last
link first: a link resolved before Red-Eyes Fusion's changes what applies as it resolves).
Card rulings: Scapegoat's restriction (OCG: このカードを発動するターン、自分は… 召喚・反転召喚・
特殊召喚できない) binds the player who activated it, from its activation; The Last Warrior from
Another Planet's continuous effect (neither player can Summon) applies while it is face-up;
Reckless Greed's "skip your next 2 Draw Phases" forbids no Summon. Mystical Elf stands in
for a "neither player can Summon" monster whose effect names no player (tests/rules/stand_ins.py).
The engine: extra.py `can_fusion`'s lock and `_locked_for_resolving`.

Round 39m (mutation testing of stop 39's lines): each test fails with a mutant of
`_locked_for_resolving` that no earlier test noticed (named in the test)."""

import pytest

from duelist.cards.common import CONTINUOUS, Effect
from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in

REF = "Red-Eyes Fusion"
FILLER = ["Mystical Elf", "Beaver Warrior", "Hitotsu-Me Giant", "Koumori Dragon", "Battle Ox"]


def _table(own_traps=(), opponent_traps=(), opponent_monsters=()):
    """Player 0's turn 3: Red-Eyes Fusion and Summoned Skull in the hand, Red-Eyes Black Dragon
    in the Deck, Black Skull Dragon in the Extra Deck; `own_traps` Set for player 0,
    `opponent_traps` and `opponent_monsters` (face-down) for player 1."""
    table = Table(turn=3)
    table.hand(0, REF, "Summoned Skull")
    table.deck(0, ["Red-Eyes Black Dragon"] + FILLER)
    table.extra(0, "Black Skull Dragon")
    for card in own_traps:
        table.spell_trap(0, card)
    for card in opponent_traps:
        table.spell_trap(1, card)
    for card in opponent_monsters:
        table.monster(1, card, position="set")
    table.deck(1, list(FILLER))
    return table


def _activate_and_answer(duel, s, answer, player):
    """Player 0 activates Red-Eyes Fusion; `player` answers it with `answer` (a Set card), the
    others passing before; then everyone passes and Red-Eyes Fusion resolves, Black Skull
    Dragon Fusion Summoned in Attack Position where it may be."""
    s.pick("activate", REF, first=True)
    while not s.has("activate", answer) or duel.request.player != player:
        s.pick("pass", player=duel.request.player)
    s.pick("activate", answer, player=player)
    for _ in range(20):
        kind = duel.request.kind
        if kind == "idle":
            break
        if kind == "chain":
            s.pick("pass", player=duel.request.player)
        elif kind == "option":
            s.pick("option", "Attack Position", request="option")
        elif kind == "select" and s.has("select", "Black Skull Dragon"):
            s.pick("select", "Black Skull Dragon")
        else:
            s.answer(s.options()[0])


def test_scapegoat_cannot_be_chained_to_red_eyes_fusion_by_the_same_player():
    """Red-Eyes Fusion's rule binds player 0 from its activation: no Summon that turn but by its
    own effect. Scapegoat's Tokens would be Summoned, so player 0 may not chain Scapegoat to it
    (an effect that Special Summons cannot be activated by a player who may not Summon:
    `Ctx.summon_locked`, stop 49); its opponent still may."""
    duel = _table(own_traps=["Scapegoat"], opponent_traps=["Scapegoat"]).build()
    s = Script(duel)
    s.pick("activate", REF, first=True)
    # player 1 is asked first, and may chain its own Scapegoat
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert [o.card for o in duel.request.options if o.kind == "activate"] == \
        [c.uid for c in duel.players[1].szone if c is not None]
    s.pick("pass", player=1)
    # player 0, who has nothing it may chain, is not asked: Red-Eyes Fusion resolves
    assert not (duel.request.kind == "chain" and duel.request.player == 0)
    assert duel.request.kind == "select" and s.has("select", "Black Skull Dragon")


def _waboku_forbids_its_player_any_summon(monkeypatch):
    """Waboku as a stand-in Trap: "you cannot Summon this turn (Sets allowed)", a lasting rule on
    its player from its activation (its cost), as Scapegoat's restriction is."""
    from duelist.cards.common import L, activate

    def forbid(ctx):
        ctx.player_flag(ctx.player, L.NO_SUMMON, allow_set=True, except_cid=ctx.card.cid)

    def nothing(ctx):
        return None

    stand_in(monkeypatch, "Waboku", [activate(nothing, cost=forbid)])


def test_another_cards_rule_chained_by_the_same_player_stops_red_eyes_fusions_summon(monkeypatch):
    """Player 0 chains its own card whose activation forbids it any Summon that turn (a stand-in
    Waboku) to Red-Eyes Fusion: that rule is another card's, so when Red-Eyes Fusion resolves
    nothing is Fusion Summoned and no material leaves the hand or the Deck. (Mutants:
    `_locked_for_resolving`'s lasting-rule test deleted, its tag test `==` -> `!=`, or its
    `return True` deleted or turned False: Black Skull Dragon summoned.)"""
    _waboku_forbids_its_player_any_summon(monkeypatch)
    duel = _table(own_traps=["Waboku"]).build()
    s = Script(duel)
    _activate_and_answer(duel, s, "Waboku", 0)
    assert "Black Skull Dragon" not in field_monsters(duel, 0)
    assert hand(duel, 0) == ["Summoned Skull"]
    assert sorted(grave(duel, 0)) == [REF, "Waboku"]


def test_the_opponents_scapegoat_does_not_stop_red_eyes_fusions_summon():
    """Player 1 chains Scapegoat to Red-Eyes Fusion: its restriction binds player 1 only, so
    Red-Eyes Fusion still Fusion Summons Black Skull Dragon for player 0. (Mutants:
    `_locked_for_resolving`'s player test dropped or `==` -> `!=`: another player's rule
    stopped it.)"""
    duel = _table(opponent_traps=["Scapegoat"]).build()
    s = Script(duel)
    _activate_and_answer(duel, s, "Scapegoat", 1)
    assert field_monsters(duel, 0) == ["Black Skull Dragon"]
    assert len(duel.monsters(1)) == 4
    assert sorted(grave(duel, 0)) == ["Red-Eyes Black Dragon", REF, "Summoned Skull"]


def test_reckless_greed_chained_by_the_same_player_does_not_stop_red_eyes_fusions_summon():
    """Player 0 chains Reckless Greed to Red-Eyes Fusion: it draws 2 and leaves a lasting rule
    on player 0 (skip the next 2 Draw Phases) that forbids no Summon, so Black Skull Dragon is
    still Fusion Summoned. (Mutant: `_locked_for_resolving`'s tag test dropped: any lasting
    rule on the player stopped it.)"""
    duel = _table(own_traps=["Reckless Greed"]).build()
    s = Script(duel)
    _activate_and_answer(duel, s, "Reckless Greed", 0)
    assert field_monsters(duel, 0) == ["Black Skull Dragon"]
    assert sorted(grave(duel, 0)) == ["Reckless Greed", "Red-Eyes Black Dragon", REF, "Summoned Skull"]


def _elf_forbids_every_summon(monkeypatch):
    """Mystical Elf as a stand-in: "while face-up, neither player can Summon", its continuous
    effect declared with no `affects` (which the engine reads as: every player)."""
    stand_in(monkeypatch, "Mystical Elf", [
        Effect(CONTINUOUS, tag="no_summon", label="neither player can Summon")])


@pytest.mark.parametrize("warrior", ["The Last Warrior from Another Planet", "Mystical Elf"])
def test_a_no_summon_monster_turned_face_up_in_the_chain_stops_red_eyes_fusions_summon(monkeypatch, warrior):
    """The Last Warrior from Another Planet is Set on player 1's field (face-down: its effect
    does not apply, so Red-Eyes Fusion may be activated). Player 1 chains Ceasefire, which
    turns it face-up (no Summon); as Red-Eyes Fusion resolves neither player can Summon, so
    nothing is Fusion Summoned. The same with a stand-in whose "neither player can Summon"
    names no player. (Mutants: `_locked_for_resolving`'s continuous-effect test deleted, with
    `or` -> `and`, with either operand dropped, or `is None` -> `is not None`, or its
    `return True` deleted or turned False: Black Skull Dragon summoned, or a crash.)"""
    if warrior == "Mystical Elf":
        _elf_forbids_every_summon(monkeypatch)
    duel = _table(opponent_traps=["Ceasefire"], opponent_monsters=[warrior]).build()
    s = Script(duel)
    _activate_and_answer(duel, s, "Ceasefire", 1)
    (monster,) = duel.monsters(1)
    assert monster.face_up
    assert field_monsters(duel, 0) == []
    assert sorted(hand(duel, 0)) == ["Summoned Skull"]
    assert sorted(grave(duel, 0)) == [REF]
