"""Jinzo ("no Trap Cards can be activated, and the effects of face-up Trap Cards on the field are
negated") whoever controls it, and Jinzo meeting other locks (round 52v).

- Jinzo's lock is not tied to its controller: "Trap Cards" means every Trap, so after Change of
  Heart gives Jinzo to its owner's opponent, its OWNER can activate no Trap either (its card
  text; yugioh-wiki.net 《人造人間－サイコ・ショッカー》).
- A lock that is a Trap's effect is negated by Jinzo like any other: Gravity Bind binds nobody,
  not even a Level 6 Jinzo, while Jinzo is face-up.
- Imperial Order is a Continuous Trap: under Jinzo its own lock (Spell effects negated) does
  not apply, so Spells resolve as usual (its maintenance cost is another matter:
  tests/cards/test_imperial_order_upkeep_under_jinzo.py)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_jinzo_taken_by_change_of_heart_bars_its_owners_mirror_force():
    """Q: I take my opponent's Jinzo with Change of Heart and attack them directly with it. May
    they activate their Set Mirror Force? A: no: Jinzo stops every Trap, its owner's too. They
    take 2400."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(1, "Jinzo")
    table.spell_trap(1, "Mirror Force")
    table.hand(0, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Jinzo")
    _pass_all(duel, s)
    assert [c.name for c in duel.monsters(0)] == ["Jinzo"]
    s.pick("battle")
    _pass_all(duel, s)
    s.pick("attack", "Jinzo", target="player", request="battle")
    assert duel.request.kind == "battle" and duel.request.player == 0
    assert [e["name"] for e in of_type(duel, "activate")] == ["Change of Heart"]
    assert lp(duel) == (8000, 8000 - 2400)


def test_gravity_bind_under_jinzo_binds_no_monster():
    """Q: my opponent's Gravity Bind is face-up; I control Jinzo (Level 6) and Battle Ox (Level
    4). May they attack? A: yes, both: Jinzo negates Gravity Bind's effect. They hit my opponent
    directly for 2400 and 1700."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.monster(0, "Jinzo")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Jinzo", target="player")
    s.pick("attack", "Battle Ox", target="player", request="battle")
    assert lp(duel) == (8000, 8000 - 2400 - 1700)


def test_spells_resolve_under_imperial_order_while_jinzo_is_face_up():
    """Q: my opponent controls a face-up Imperial Order and a face-up Jinzo. I activate Ookazi.
    Does it inflict its 800 damage? A: yes: Jinzo negates Imperial Order's effect, so nothing
    negates my Spell."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.monster(1, "Jinzo")
    table.hand(0, "Ookazi")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ookazi")
    _pass_all(duel, s)
    assert lp(duel) == (8000, 8000 - 800)
    assert grave(duel, 0) == ["Ookazi"]
