"""Chaos Command Magician (72630549): while it is face-up on the field, the effect of a Monster
Card that targets only this card is negated.

Sources: the card's texts in our words (the 2005 TCG text, MFC: "negate the effect of a Monster
Card that targets only this 1 card"; the OCG text 《カオス・マジシャン》 and today's the same: no
ERAS entry); yugioh-wiki.net: a continuous effect: the monster effect is still activated (its
cost paid: Exiled Force is Tributed) and only its effect is negated; a Spell or Trap that
targets it is not touched; a monster effect that targets another monster resolves. Skill Drain
negates the effects of face-up monsters on the field (its text), this one with them."""

from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

CCM = "Chaos Command Magician"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _exiled_force_on(target, skill_drain=False):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Exiled Force")
    table.monster(1, CCM)
    table.monster(1, "Battle Ox")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Exiled Force", player=0)
    s.pick("target", target, player=0)
    _resolve(s)
    return duel


def test_chaos_command_magician_negates_exiled_force_targeting_it():
    """Q: I Tribute Exiled Force to destroy my opponent's Chaos Command Magician. A: Exiled Force
    is Tributed all the same (the cost), but its effect is negated: the Magician stays on the
    field."""
    duel = _exiled_force_on(CCM)
    assert sorted(c.name for c in duel.monsters(1)) == ["Battle Ox", CCM]
    assert grave(duel, 0) == ["Exiled Force"] and grave(duel, 1) == []


def test_chaos_command_magician_does_not_protect_another_monster():
    """Q: I Tribute Exiled Force to destroy the Battle Ox beside my opponent's Chaos Command
    Magician. A: the effect resolves: Battle Ox is destroyed."""
    duel = _exiled_force_on("Battle Ox")
    assert [c.name for c in duel.monsters(1)] == [CCM] and grave(duel, 1) == ["Battle Ox"]


def test_chaos_command_magician_under_skill_drain_is_destroyed():
    """Q: my opponent's Skill Drain is face-up; I Tribute Exiled Force targeting their Chaos
    Command Magician. A: the Magician's effect is negated too: it is destroyed."""
    duel = _exiled_force_on(CCM, skill_drain=True)
    assert grave(duel, 1) == [CCM] and grave(duel, 0) == ["Exiled Force"]


def test_chaos_command_magician_does_not_stop_a_spell():
    """Q: I activate Book of Moon on my opponent's Chaos Command Magician. A: a Spell Card is not
    a Monster Card's effect: the Magician is turned face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Book of Moon")
    ccm = table.monster(1, CCM)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=0)
    s.pick("target", CCM, player=0)
    _resolve(s)
    assert ccm.card(duel).position == S.FACEDOWN_DEFENSE


def test_chaos_command_magician_negates_man_eater_bug_flipped_on_it():
    """Q: I Flip Summon Man-Eater Bug and target my opponent's Chaos Command Magician with its
    effect. A: the Flip effect is negated: the Magician stays; Man-Eater Bug stays face-up."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Man-Eater Bug", position="set")
    table.monster(1, CCM)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Man-Eater Bug")
    _resolve(s)
    s.pick("target", CCM, player=0)
    _resolve(s)
    assert [c.name for c in duel.monsters(1)] == [CCM] and grave(duel, 1) == []
    assert [c.name for c in duel.monsters(0)] == ["Man-Eater Bug"]
