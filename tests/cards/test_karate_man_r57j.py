"""Karate Man (23289281), Level 3 EARTH Warrior, 1000 / 1000: once per turn, an ignition effect makes
its ATK double its original ATK until the end of the turn, and it is destroyed in the End Phase.

Sources, in our words: the card's text (MRL-083, 2002: "once per turn, during your Main Phase",
and today's "once per turn" ignition effect do the same: no ERAS entry); yugioh-wiki.net 《カラテマン》
(an ignition effect: the ATK becomes 2000 whatever it had, gains applying on top; the destruction is
part of the effect's resolution, so where the effect is negated as it resolves, neither happens);
seed 000 §起動效果 (ignition effects: the Main Phase, with an open chain); seed 000 §效果分類 ›
其他效果 (Skill Drain negates a face-up monster's effect as it resolves)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

KM = "Karate Man"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(**kw):
    table = Table(rules="GOAT", turn=3, turn_player=0, **kw)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


def test_karate_man_doubles_attacks_and_is_destroyed_in_the_end_phase():
    """Q: I activate Karate Man in Main Phase 1 and attack my opponent's Battle Ox (1700). A: it has
    2000 ATK: Battle Ox is destroyed, my opponent takes 300; in my End Phase Karate Man is destroyed."""
    table = _table()
    km = table.monster(0, KM)
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", KM)
    _resolve(s)
    assert duel.atk(km.card(duel)) == 2000
    s.pick("battle")
    _resolve(s)
    s.pick("attack", KM, target=ox)
    _resolve(s)
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 7700)
    s.end_turn()
    _resolve(s)
    assert grave(duel, 0) == [KM]
    assert duel.turn == 4


def test_karate_man_once_per_turn_and_only_face_up_in_the_main_phase():
    """Q: may I use Karate Man's effect twice in a turn, or in the Battle Phase, or while it is Set?
    A: no: once per turn, an ignition effect of the Main Phase, of the face-up card."""
    table = _table()
    table.monster(0, KM)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", KM)
    _resolve(s)
    assert not s.has("activate", KM)
    table = _table(phase="battle_step")
    table.monster(0, KM)
    duel = table.build()
    assert not Script(duel).has("activate", KM)
    table = _table()
    table.monster(0, KM, position="set")
    duel = table.build()
    assert not Script(duel).has("activate", KM)


def test_karate_man_not_used_stays_on_the_field():
    """Q: I do not use the effect this turn. A: it keeps 1000 ATK and stays on the field past the
    End Phase."""
    table = _table()
    km = table.monster(0, KM)
    duel = table.build()
    s = Script(duel)
    assert duel.atk(km.card(duel)) == 1000
    s.end_turn()
    _resolve(s)
    assert km.card(duel).location == S.MZONE and grave(duel, 0) == []


def test_karate_man_with_axe_of_despair_gets_the_gain_on_top():
    """Q: Karate Man is equipped with Axe of Despair (+1000: 2000 ATK) and uses its effect. A: its ATK
    becomes 2000 (double the original 1000) and the Axe's 1000 applies on top: 3000."""
    table = _table()
    km = table.monster(0, KM)
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=km)
    duel = table.build()
    s = Script(duel)
    assert duel.atk(km.card(duel)) == 2000
    s.pick("activate", KM)
    _resolve(s)
    assert duel.atk(km.card(duel)) == 3000


def test_karate_man_negated_by_a_chained_skill_drain_is_not_destroyed():
    """Q: my opponent chains Skill Drain to Karate Man's effect. A: the effect is negated as it
    resolves: Karate Man keeps 1000 ATK and is not destroyed in my End Phase."""
    table = _table()
    km = table.monster(0, KM)
    table.spell_trap(1, "Skill Drain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", KM)
    s.pick("activate", "Skill Drain", player=1, request="chain")
    _resolve(s)
    assert duel.atk(km.card(duel)) == 1000
    s.end_turn()
    _resolve(s)
    assert km.card(duel).location == S.MZONE and grave(duel, 0) == []
    assert lp(duel) == (8000, 7000)     # (Skill Drain's cost)
