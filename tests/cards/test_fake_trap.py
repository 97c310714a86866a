"""Fake Trap (3027001), Normal Trap: when the opponent activates a card or effect that would destroy
a Trap Card you control, this card is destroyed in their place (2005 text, MRD-EN056: sent to the
Graveyard instead) and your other Traps are not destroyed by that card or effect.

Rulings relied on:
- yugioh-wiki.net 《偽物のわな》 (its OCG text and notes): it is chained to the activation of a card
  or effect that destroys (Spells, Traps and monster effects alike: 《サイクロン》 = Mystical Space
  Typhoon, 《大嵐》 = Heavy Storm, 《砂塵の大竜巻》 = Dust Tornado, 《氷帝メビウス》 = Mobius the Frost
  Monarch); one Fake Trap protects every Trap of yours that effect would destroy, face-up ones
  (Continuous Traps: Skill Drain, Macro Cosmos) included; as it resolves, your Set cards that
  could be destroyed are turned over and shown to the opponent, and the ones that are not Traps
  are destroyed as usual; only the opponent's activation ("相手が発動した時").
- Our reading of the text where the page gives no FAQ: Fake Trap, Set, is itself a Trap Card
  you control, so an effect aimed at it alone (Mystical Space Typhoon targeting it) may be
  answered; it then leaves in its own place and the Typhoon has nothing left to destroy. A
  negated Fake Trap (Seven Tools of the Bandit) protects nothing.
- Its 2005 English text (MRD-EN056) sends it to the Graveyard; today's destroys it: the GOAT
  preset plays the former (no "destroyed" happening for Fake Trap itself).
The declaration Fake Trap reads is the destroying effect's `destroys=Destroys(...)` (round 58f:
tests/rules/test_effects_that_destroy_traps_declare_which_r58f.py)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _pass_all(s, limit=20):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def _storm_table(rules=None):
    """Player 1 (turn player) holds Heavy Storm; player 0 has Fake Trap and Mirror Force Set, a
    face-up Skill Drain and a Set Mystical Space Typhoon (a Spell)."""
    table = Table(rules=rules, turn=3, turn_player=1, phase="main1") if rules else \
        Table(turn=3, turn_player=1, phase="main1")
    table.hand(1, "Heavy Storm")
    table.spell_trap(1, "Dust Tornado")
    fake = table.spell_trap(0, "Fake Trap")
    mirror = table.spell_trap(0, "Mirror Force")
    drain = table.spell_trap(0, "Skill Drain", face_down=False)
    typhoon = table.spell_trap(0, "Mystical Space Typhoon")
    duel = table.build()
    return duel, Script(duel), fake, mirror, drain, typhoon


def test_fake_trap_against_heavy_storm_saves_the_other_traps():
    """Q: my opponent activates Heavy Storm; I have Fake Trap and Mirror Force Set, Skill Drain
    face-up and Mystical Space Typhoon Set. I chain Fake Trap. A: Fake Trap is destroyed in their
    place; Mirror Force (still Set) and Skill Drain (still face-up) stay; my Set Mirror Force was
    shown to my opponent; my Typhoon, a Spell, is destroyed, and so is my opponent's Dust
    Tornado."""
    duel, s, fake, mirror, drain, typhoon = _storm_table()
    s.pick("activate", "Heavy Storm", player=1)
    s.pick("activate", "Fake Trap", player=0, request="chain")
    _pass_all(s)
    assert sorted(grave(duel, 0)) == ["Fake Trap", "Mystical Space Typhoon"]
    assert sorted(grave(duel, 1)) == ["Dust Tornado", "Heavy Storm"]
    assert mirror.card(duel).location == S.SZONE and not mirror.card(duel).face_up
    assert drain.card(duel).location == S.SZONE and drain.card(duel).face_up
    destroyed = [e["name"] for e in of_type(duel, "destroyed")]
    assert sorted(destroyed) == ["Dust Tornado", "Fake Trap", "Mystical Space Typhoon"]
    shown = [e for e in of_type(duel, "reveal") if e.get("uid") == mirror.card(duel).uid]
    assert [e["private"]["player"] for e in shown] == [1]


def test_fake_trap_2005_text_is_sent_to_the_graveyard_goat():
    """Q: (GOAT, the 2005 text) the same Heavy Storm and Fake Trap. A: Fake Trap is sent to the
    Graveyard, not destroyed (no destruction of it is logged); Mirror Force and Skill Drain stay,
    the Typhoon is destroyed."""
    duel, s, fake, mirror, drain, typhoon = _storm_table(rules="GOAT")
    s.pick("activate", "Heavy Storm", player=1)
    s.pick("activate", "Fake Trap", player=0, request="chain")
    _pass_all(s)
    assert sorted(grave(duel, 0)) == ["Fake Trap", "Mystical Space Typhoon"]
    destroyed = [e["name"] for e in of_type(duel, "destroyed")]
    assert sorted(destroyed) == ["Dust Tornado", "Mystical Space Typhoon"]
    assert mirror.card(duel).location == S.SZONE and drain.card(duel).location == S.SZONE


def test_fake_trap_against_mystical_space_typhoon_on_a_set_trap():
    """Q: my opponent's Mystical Space Typhoon targets my Set Mirror Force; I chain Fake Trap. A:
    Mirror Force is not destroyed and stays Set; Fake Trap and the Typhoon are in the GYs."""
    table = Table(turn=3, turn_player=1, phase="main1")
    table.hand(1, "Mystical Space Typhoon")
    table.spell_trap(0, "Fake Trap")
    mirror = table.spell_trap(0, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", mirror, player=1)
    s.pick("activate", "Fake Trap", player=0, request="chain")
    _pass_all(s)
    assert grave(duel, 0) == ["Fake Trap"]
    assert grave(duel, 1) == ["Mystical Space Typhoon"]
    assert mirror.card(duel).location == S.SZONE and not mirror.card(duel).face_up


def test_fake_trap_answers_a_typhoon_aimed_at_itself():
    """Q: my opponent's Mystical Space Typhoon targets my Set Fake Trap itself. May I chain it?
    A: yes (it is a Trap I control that would be destroyed): Fake Trap leaves in its own place,
    and the Typhoon resolves with nothing to destroy; my Set Mirror Force, never aimed at, stays."""
    table = Table(turn=3, turn_player=1, phase="main1")
    table.hand(1, "Mystical Space Typhoon")
    fake = table.spell_trap(0, "Fake Trap")
    mirror = table.spell_trap(0, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", fake, player=1)
    assert s.has("activate", "Fake Trap")
    s.pick("activate", "Fake Trap", player=0, request="chain")
    _pass_all(s)
    assert grave(duel, 0) == ["Fake Trap"]
    assert grave(duel, 1) == ["Mystical Space Typhoon"]
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Fake Trap"]
    assert mirror.card(duel).location == S.SZONE


def test_fake_trap_not_against_a_typhoon_on_a_spell():
    """Q: my opponent's Mystical Space Typhoon targets my Set Heavy Storm (a Spell); may I chain
    Fake Trap? A: no: that effect would destroy no Trap of mine; Heavy Storm is destroyed and
    Fake Trap stays Set."""
    table = Table(turn=3, turn_player=1, phase="main1")
    table.hand(1, "Mystical Space Typhoon")
    fake = table.spell_trap(0, "Fake Trap")
    storm = table.spell_trap(0, "Heavy Storm")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", storm, player=1)
    assert not s.has("activate", "Fake Trap")
    _pass_all(s)
    assert grave(duel, 0) == ["Heavy Storm"]
    assert fake.card(duel).location == S.SZONE and not fake.card(duel).face_up


def test_fake_trap_not_against_my_own_heavy_storm():
    """Q: I activate Heavy Storm myself with Fake Trap and Mirror Force Set; may I chain Fake Trap
    to my own card? A: no: only an opponent's activation; every Spell and Trap is destroyed."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Heavy Storm")
    table.spell_trap(0, "Fake Trap")
    table.spell_trap(0, "Mirror Force")
    table.spell_trap(1, "Dust Tornado")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=0)
    assert not s.has("activate", "Fake Trap")
    _pass_all(s)
    assert sorted(grave(duel, 0)) == ["Fake Trap", "Heavy Storm", "Mirror Force"]
    assert grave(duel, 1) == ["Dust Tornado"]


def test_fake_trap_not_against_an_effect_that_destroys_only_monsters():
    """Q: my opponent activates Dark Hole (every monster on the field); I have Fake Trap Set. A: it
    cannot be chained: Dark Hole destroys no Trap; my Battle Ox is destroyed, Fake Trap stays Set."""
    table = Table(turn=3, turn_player=1, phase="main1")
    table.hand(1, "Dark Hole")
    table.monster(0, "Battle Ox")
    fake = table.spell_trap(0, "Fake Trap")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    assert not s.has("activate", "Fake Trap")
    _pass_all(s)
    assert grave(duel, 0) == ["Battle Ox"]
    assert fake.card(duel).location == S.SZONE


def test_fake_trap_against_breaker_the_magical_warriors_effect():
    """Q: my opponent Normal Summons Breaker the Magical Warrior (it gets its Spell Counter), then
    removes the counter to target my Set Sakuretsu Armor (a monster's effect); I chain Fake Trap.
    A: Sakuretsu Armor stays Set; Fake Trap is in my GY; Breaker is back to 1600 ATK (its counter
    spent)."""
    table = Table(turn=3, turn_player=1, phase="main1")
    table.hand(1, "Breaker the Magical Warrior")
    table.spell_trap(0, "Fake Trap")
    armor = table.spell_trap(0, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior", player=1)
    _pass_all(s)
    [breaker] = [c for c in duel.monsters(1) if c.name == "Breaker the Magical Warrior"]
    assert duel.atk(breaker) == 1900
    s.pick("activate", "Breaker the Magical Warrior", player=1)
    s.pick("target", armor, player=1)
    s.pick("activate", "Fake Trap", player=0, request="chain")
    _pass_all(s)
    assert grave(duel, 0) == ["Fake Trap"]
    assert armor.card(duel).location == S.SZONE and not armor.card(duel).face_up
    assert duel.atk(breaker) == 1600


def test_fake_trap_negated_by_seven_tools_protects_nothing():
    """Q: my opponent's Heavy Storm; I chain Fake Trap; my opponent chains Seven Tools of the
    Bandit (paying 1000 LP) to negate it. A: Fake Trap is negated and destroyed; Heavy Storm then
    destroys Mirror Force as well."""
    table = Table(turn=3, turn_player=1, phase="main1")
    table.hand(1, "Heavy Storm")
    table.spell_trap(1, "Seven Tools of the Bandit")
    table.spell_trap(0, "Fake Trap")
    table.spell_trap(0, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=1)
    s.pick("activate", "Fake Trap", player=0, request="chain")
    s.pick("activate", "Seven Tools of the Bandit", player=1, request="chain")
    _pass_all(s)
    assert sorted(grave(duel, 0)) == ["Fake Trap", "Mirror Force"]
    assert sorted(grave(duel, 1)) == ["Heavy Storm", "Seven Tools of the Bandit"]
    assert duel.players[1].lp == 7000
