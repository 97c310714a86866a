"""Ancient Gear Golem (83104731) attacks while Anti-Spell Fragrance (58921041) is face-up: the
Golem's lock still binds its opponent; a Spell the Fragrance would allow (Set on an earlier turn)
cannot be activated until the end of the Damage Step.

Sources: the two cards' texts in our words (the Golem: if it attacks, its controller's opponent
cannot activate Spell or Trap Cards until the end of the Damage Step; the Fragrance: Spells must
be Set first and wait for their controller's next turn); yugioh-wiki.net 《古代の機械巨人》 (the
lock applies from the attack declaration, Quick-Play Spells in the Damage Step included; it is
one-sided: its controller may activate theirs). Two
locks apply side by side: a card allowed by one is still barred by the other. (Round 58o: kills
chain.py `_spell_lock`'s mutants that skip a one-sided lock, or read it on both players, when
another lock asks about the card.)"""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

GOLEM = "Ancient Gear Golem"


def _table(golem=True):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, GOLEM if golem else "Gemini Elf")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Anti-Spell Fragrance", face_down=False)
    table.spell_trap(1, "Rush Recklessly")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    return duel, Script(duel)


def _attack(duel, s, attacker):
    s.pick("attack", attacker, target="Battle Ox", request="battle")
    offered = []
    while duel.request is not None and duel.request.kind == "chain":
        if duel.request.player == 1:
            offered.extend(o.name for o in duel.request.options if o.kind == "activate")
        s.pick("pass")
    return offered


def test_ancient_gear_golem_attack_bars_a_spell_anti_spell_fragrance_allows():
    """Q: my opponent's Anti-Spell Fragrance is face-up and they have Rush Recklessly, Set on an
    earlier turn. My Ancient Gear Golem attacks their Battle Ox. May they activate Rush
    Recklessly? A: no, at no point of the attack: Battle Ox is destroyed, they take 1300, and
    Rush Recklessly stays Set."""
    duel, s = _table()
    assert _attack(duel, s, GOLEM) == []
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 8000 - 1300)
    assert [c.name for c in duel.players[1].szone if c] == ["Anti-Spell Fragrance", "Rush Recklessly"]


def test_without_the_golem_anti_spell_fragrance_allows_that_spell():
    """Q: the same, but my Gemini Elf attacks. A: the Fragrance alone allows Rush Recklessly
    (Set on an earlier turn): my opponent is offered it."""
    duel, s = _table(golem=False)
    assert "Rush Recklessly" in _attack(duel, s, "Gemini Elf")


def test_ancient_gear_golem_lock_still_spares_its_controller_beside_anti_spell_fragrance():
    """Q: the same Anti-Spell Fragrance (my opponent's) is face-up, and I have Rush Recklessly Set
    on an earlier turn. My Ancient Gear Golem attacks Battle Ox. May I activate my Rush
    Recklessly during the attack? A: yes: the Golem's lock binds only my opponent, and the
    Fragrance allows a Spell Set on an earlier turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, GOLEM)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Anti-Spell Fragrance", face_down=False)
    table.spell_trap(0, "Rush Recklessly")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", GOLEM, target="Battle Ox", request="battle")
    offered = []
    while duel.request is not None and duel.request.kind == "chain":
        if duel.request.player == 0:
            offered.extend(o.name for o in duel.request.options if o.kind == "activate")
        s.pick("pass")
    assert "Rush Recklessly" in offered
    assert grave(duel, 1) == ["Battle Ox"]
