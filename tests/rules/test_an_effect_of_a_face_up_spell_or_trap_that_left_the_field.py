"""An effect a face-up Continuous Spell, Field Spell, Equip Spell, Continuous Trap or Pendulum
scale activated on the field is not applied once its card left the field before it resolved.

Seed 000 §永續魔法 / §場地魔法 / §裝備魔法 / §永續陷阱: "連鎖已經發動的…發動的新的效果将該…破壞的場合，
…效果不處理" (a new effect chained to the card's activated effect destroys the card: the effect
does not resolve); §當作魔法卡的靈擺怪獸, the same for a Pendulum Effect. The engine applies it
to every such effect (chain.py `_resolve_chain`), not card by card:

- Future Fusion (today's text) destroyed by Mystical Space Typhoon chained to its 1st Standby
  Phase effect sends no materials; chained to its 2nd, it Fusion Summons nothing;
- a card that leaves as the cost of its own effect is not "gone since": Wave-Motion Cannon sent
  to the GY as its cost still deals its damage, Temple of the Kings sent with Serket still
  summons (tests/cards/test_burn_and_lockdown.py::test_wave_motion_cannon_counts_standby_phases,
  tests/cards/test_seed_spells.py::test_temple_of_the_kings_with_serket_summons_from_the_deck);
- a card whose ruling says its effect needs no card declares it (`Effect(off_field=True)`):
  Ultimate Offering destroyed in answer still gives its extra Normal Summon (OCG ruling)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

GAIA = "Gaia the Dragon Champion"
MATERIALS = ["Curse of Dragon", "Gaia The Fierce Knight"]


def _future_fusion_answered_in_standby(standby):
    """Future Fusion activated in turn 3; player 1 holds a Set Mystical Space Typhoon and chains
    it to Future Fusion's `standby`-th Standby Phase effect (turn 5: 1st, turn 7: 2nd)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Future Fusion")
    table.extra(0, GAIA)
    table.deck(0, ["Celtic Guardian"] * 8 + MATERIALS)
    table.deck(1, ["Celtic Guardian"] * 8)
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    turn = 3 + 2 * standby
    answered = False
    for _ in range(120):
        r = duel.request
        if r is None or (duel.turn == turn and duel.phase == "main1" and r.kind == "idle"):
            break
        if not answered and duel.turn == turn and r.player == 1 and duel.chain and \
                s.has("activate", "Mystical Space Typhoon"):
            s.pick("activate", "Mystical Space Typhoon", player=1)
            s.pick("target", "Future Fusion", player=1)
            answered = True
        elif r.kind == "select":
            s.pick("select", GAIA)
        elif r.kind == "option":
            s.pick("option", "Attack Position", request="option")
        elif r.kind == "idle":
            s.end_turn()
        else:
            s.pick("pass", first=True)
    assert answered, "Mystical Space Typhoon was never offered in answer"
    return duel


def test_future_fusion_destroyed_in_answer_to_its_first_standby_effect_sends_nothing():
    """Mystical Space Typhoon chained to the 1st Standby Phase effect destroys Future Fusion:
    the effect is not applied, so no Fusion Monster is revealed and the materials stay in the
    Deck."""
    duel = _future_fusion_answered_in_standby(1)
    assert "Future Fusion" in grave(duel, 0)
    assert not any(name in grave(duel, 0) for name in MATERIALS)
    assert field_monsters(duel, 0) == []


def test_future_fusion_destroyed_in_answer_to_its_second_standby_effect_summons_nothing():
    """The materials went to the GY in the 1st Standby Phase; Mystical Space Typhoon chained to
    the 2nd Standby Phase effect destroys Future Fusion: no Fusion Summon, Gaia stays in the
    Extra Deck."""
    duel = _future_fusion_answered_in_standby(2)
    assert "Future Fusion" in grave(duel, 0)
    assert sorted(c for c in grave(duel, 0) if c in MATERIALS) == MATERIALS
    assert field_monsters(duel, 0) == []
    assert [c.name for c in duel.players[0].extra] == [GAIA]


def test_ultimate_offering_destroyed_in_answer_still_gives_its_extra_normal_summon():
    """Ultimate Offering's effect (500 LP: an extra Normal Summon) is chained to by Mystical
    Space Typhoon, which destroys it: the summon is still made (its ruling: the summon does not
    need the card; the script says so with `off_field=True`)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"] * 4)
    table.deck(1, ["Celtic Guardian"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Ultimate Offering", player=1)
    for _ in range(12):
        r = duel.request
        if r.kind == "idle" and r.player == 0 and not duel.chain:
            break
        if r.kind == "summon_now":
            s.pick("summon", "Battle Ox", request="summon_now")
        elif r.kind == "option":
            s.pick("option", "Attack Position", request="option")
        else:
            s.pick("pass", first=True)
    assert "Ultimate Offering" in grave(duel, 0)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert lp(duel)[0] == 8000 - 500
