"""Ancient Gear Golem (83104731): its lock lasts "until the end of the Damage Step" of ITS attack.
An attack stopped before the Damage Step (negated, or the Battle Phase ended by Negate Attack or
Battle Fader) reaches no Damage Step: the lock ends with that attack, and the opponent may
activate Spell and Trap Cards again in Main Phase 2, in the End Phase and in their own turn.

Sources: the card's text in our words (the 2005 CRV text and today's: while it attacks, its
controller's opponent cannot activate Spell or Trap Cards until the end of the Damage Step);
yugioh-wiki.net 《古代の機械巨人》 (a continuous effect from its attack declaration to the end of the
Damage Step, nothing outside its attack); Negate Attack's and Battle Fader's texts (the attack
stops, then the Battle Phase ends); seed 004 §战斗阶段 (the Battle Phase's End Step follows).

Engine gap found by round 55t, fixed by the lead: where an effect ended the Battle Phase
(`Duel.end_battle_phase`, `_BATTLE_ENDED`), `_attack_proc` went to the End Step without clearing
`Duel.attack` (only `_enter_battle_step` cleared it), so `ctx.attack` still named the stopped attack
through Main Phase 2, the End Phase and the opponent's next turn, and the Ancient Gear lock (any card
that reads `ctx.attack`) kept applying."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

GOLEM = "Ancient Gear Golem"

def _pass_chains(s):
    duel = s.duel
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_ancient_gear_golem_lock_ends_when_battle_fader_ends_the_battle():
    """Q: (today's rules) my Ancient Gear Golem attacks directly; my opponent Special Summons Battle
    Fader from the hand and the Battle Phase ends. In Main Phase 2 I activate my Set Scapegoat: may
    my opponent chain their Set Dust Tornado to it? A: yes: the Golem's attack ended before any
    Damage Step, and its lock with it."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, GOLEM)
    table.spell_trap(0, "Scapegoat")
    table.hand(1, "Battle Fader")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", GOLEM, request="battle")
    s.pick("yes", "Battle Fader", player=1)
    _pass_chains(s)
    s.pick("option", "Defense Position", player=1, request="option")
    _pass_chains(s)
    assert duel.request.kind == "idle" and duel.request.player == 0      # Main Phase 2
    assert [c.name for c in duel.monsters(1)] == ["Battle Fader"]
    s.pick("activate", "Scapegoat", player=0)
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert s.has("activate", "Dust Tornado")


def test_ancient_gear_golem_lock_not_back_after_negate_attack_and_skill_drain_gone():
    """Q: (GOAT) my opponent's Skill Drain is face-up, so my Ancient Gear Golem's lock is negated;
    it attacks and my opponent answers with Negate Attack: the Battle Phase ends. In Main Phase 2 my
    Mystical Space Typhoon destroys Skill Drain; my turn ends. In their turn, may my opponent
    activate their Set Dust Tornado on my Set Scapegoat? A: yes: the Golem's attack is long over,
    and its lock lives only during that attack."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, GOLEM)
    table.spell_trap(0, "Scapegoat")
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.spell_trap(1, "Negate Attack")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", GOLEM, request="battle")
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Negate Attack", player=1, request="chain")
    _pass_chains(s)
    assert duel.request.kind == "idle" and duel.request.player == 0      # Main Phase 2
    s.pick("activate", "Mystical Space Typhoon", player=0)
    s.pick("target", "Skill Drain", player=0)
    _pass_chains(s)
    assert sorted(grave(duel, 1)) == ["Negate Attack", "Skill Drain"]
    s.pick("end_turn", player=0)
    for _ in range(20):
        if duel.request.kind == "idle" and duel.request.player == 1:
            break
        s.pick("pass")
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert s.has("activate", "Dust Tornado")
