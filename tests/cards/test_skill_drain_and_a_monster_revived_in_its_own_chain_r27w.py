"""Skill Drain and an effect activated in the GY whose monster is Special Summoned before it
resolves (round 27w).

Rules cited: seed 000 §永續效果 (Skill Drain's text: the effects of face-up monsters on the
field are negated; monsters in the hand or GY are not affected); seed 001 §卡片的移動 (a card
that leaves a zone and comes back is a new card: the effect of the one that left is not the
effect of the one that came back). Sangan's effect is activated in the GY, where Skill Drain
does not reach it; Call of the Haunted chained to it Special Summons Sangan, face-up: the
monster on the field is a new card, so Sangan's effect, activated by the card that was in the
GY, is not negated by Skill Drain when it resolves, and its owner adds a monster from the Deck.
"""

from duelist.testing.invariants import check_invariants
from duelist.testing.reads import field_monsters, hand, of_type
from duelist.testing.scenario import Script, Table


def _sangan_tributed_under_skill_drain():
    """Turn 3, player 0's Main Phase 1: Skill Drain face-up and Call of the Haunted Set on
    player 0's side; player 0 Tribute Summons Summoned Skull with Sangan. Returns (duel,
    script) at Sangan's trigger."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.spell_trap(0, "Call of the Haunted")
    table.monster(0, "Sangan")
    table.hand(0, "Summoned Skull")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Sangan")
    return duel, s


def test_sangan_revived_in_the_chain_of_its_own_effect_still_searches_under_skill_drain():
    """Sangan's effect (activated in the GY) as Chain Link 1, Call of the Haunted on Sangan
    as Chain Link 2: Sangan is face-up on the field when its effect resolves, but that
    monster is a new card, not the one whose effect was activated; Skill Drain does not
    negate the effect, and player 0 adds a monster with 1500 or less ATK to the hand."""
    duel, s = _sangan_tributed_under_skill_drain()
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Sangan", player=0)
    s.expect(request="select", player=0)
    assert field_monsters(duel, 0) == ["Summoned Skull", "Sangan"]     # revived before it resolves
    s.pick("select", "Celtic Guardian", player=0)
    assert hand(duel, 0) == ["Celtic Guardian"]
    assert not of_type(duel, "negated")
    assert duel.request.kind == "idle" and duel.request.player == 0
    check_invariants(duel)


def test_sangan_searches_under_skill_drain_when_it_stays_in_the_grave():
    """The same chain without Call of the Haunted: Sangan stays in the GY, out of Skill
    Drain's reach, and its effect adds a monster to the hand."""
    duel, s = _sangan_tributed_under_skill_drain()
    s.pick("pass", player=0, request="chain")
    s.pick("select", "Mystical Elf", player=0)
    assert hand(duel, 0) == ["Mystical Elf"] and field_monsters(duel, 0) == ["Summoned Skull"]
    check_invariants(duel)
