"""Limiter Removal (23171610), Quick-Play Spell: the ATK of every face-up Machine its player
controls is doubled until the end of the turn; in the End Phase those monsters are destroyed.

Sources read: realmrlife.work's page on 《リミッター解除》 (the OCG text: "the monsters this effect applies
to are destroyed in this turn's End Phase"; the ATK doubled is the current ATK, an Equip Spell's
gain included; usable in the Damage Step); the 2005 text (Pojo/DCR: "Double the ATK of all face-up
Machine-Type monsters on your side of the field. During the End Phase of this turn, destroy those
monsters") says the same. A monster turned face-down loses the doubling (seed 000 §怪獸的表示形式: a
face-down monster keeps no change an effect gave it), so it is no longer one the effect applies to
and is not destroyed: our reading of the OCG wording. The English 2005 text quoted is as we recall
it, not read on a page this round."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _names(cards):
    return sorted(c.name for c in cards)


def _table(**kw):
    table = Table(turn=3, **kw)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    return table


def test_limiter_removal_doubles_the_machines_then_destroys_them_in_the_end_phase():
    """Q: I control Cyber Dragon (2100), Mechanicalchaser (1850) and Battle Ox (not a Machine);
    my opponent a Mechanicalchaser. A: mine become 4200 and 3700, Battle Ox and their Machine
    keep their ATK; in my End Phase my two Machines are destroyed, nothing else."""
    table = _table()
    dragon = table.monster(0, "Cyber Dragon")
    chaser = table.monster(0, "Mechanicalchaser")
    ox = table.monster(0, "Battle Ox")
    theirs = table.monster(1, "Mechanicalchaser")
    table.hand(0, "Limiter Removal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Limiter Removal")
    _resolve(duel, s)
    assert [duel.atk(r.card(duel)) for r in (dragon, chaser, ox, theirs)] == [4200, 3700, 1700, 1850]
    s.end_turn()
    assert _names(duel.players[0].grave) == ["Cyber Dragon", "Limiter Removal", "Mechanicalchaser"]
    assert _names(duel.monsters(0)) == ["Battle Ox"] and _names(duel.monsters(1)) == ["Mechanicalchaser"]


def test_limiter_removal_doubles_the_atk_with_an_equip_spells_gain():
    """Q: Mechanicalchaser (DARK) holds Sword of Dark Destruction (2250). A: Limiter Removal makes
    it 4500."""
    table = _table()
    chaser = table.monster(0, "Mechanicalchaser")
    table.spell_trap(0, "Sword of Dark Destruction", face_down=False, equipped_to=chaser)
    table.hand(0, "Limiter Removal")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(chaser.card(duel)) == 2250
    s.pick("activate", "Limiter Removal")
    _resolve(duel, s)
    assert duel.atk(chaser.card(duel)) == 4500


def test_limiter_removal_needs_a_face_up_machine_of_its_player():
    """Q: my only Machine is face-down; my opponent has a face-up Cyber Dragon. A: Limiter
    Removal cannot be activated."""
    table = _table()
    table.monster(0, "Mechanicalchaser", position="set")
    table.monster(1, "Cyber Dragon")
    table.hand(0, "Limiter Removal")
    duel = table.build()
    assert not Script(duel).has("activate", "Limiter Removal")


def test_limiter_removal_a_monster_book_of_moon_turned_face_down_is_not_destroyed():
    """Q (GOAT): my Cyber Dragon and Mechanicalchaser are doubled; my opponent answers with Book
    of Moon on the Mechanicalchaser after the Limiter Removal resolved. A: face-down it lost the
    doubling; in the End Phase only Cyber Dragon is destroyed."""
    table = _table(rules="GOAT")
    table.monster(0, "Cyber Dragon")
    chaser = table.monster(0, "Mechanicalchaser")
    table.spell_trap(1, "Book of Moon")
    table.hand(0, "Limiter Removal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Limiter Removal")
    _resolve(duel, s)
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", chaser, player=1)
    _resolve(duel, s)
    assert chaser.card(duel).position == "set" and duel.atk(chaser.card(duel)) == 1850
    s.end_turn()
    assert _names(duel.players[0].grave) == ["Cyber Dragon", "Limiter Removal"]
    assert chaser.card(duel).location == "mzone"
