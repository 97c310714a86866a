"""Control changes beside Equip Cards, and effects on a monster turned face-down (round 38r).

OCG rulings of Snatch Steal, Creature Swap, Effect Veiler; seed 000 §裝備魔法 (an Equip Card is
controlled by the player who activated it, whoever controls its monster); seed 000
§怪獸的表示形式 (a face-down monster is not what was applied to it face-up)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _chain_passes(s, limit=8):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def test_a_stolen_monster_goes_back_with_the_thiefs_own_equip_still_on_it():
    """Question: player 0 takes Dark Magician with Snatch Steal and equips it with their own
    Book of Secret Arts. Player 1 destroys Snatch Steal with Mystical Space Typhoon. What
    happens to Dark Magician and to Book of Secret Arts? Answer: control goes back to player 1
    at once; Book of Secret Arts stays equipped to it (still a Spellcaster) and stays
    player 0's card in player 0's zone, so Dark Magician keeps 2800 ATK."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Snatch Steal", "Book of Secret Arts")
    magician = table.monster(1, "Dark Magician")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", "Dark Magician")
    _chain_passes(s)
    s.pick("activate", "Book of Secret Arts")
    s.pick("target", "Dark Magician")
    _chain_passes(s)
    assert magician.card(duel).controller == 0 and duel.atk(magician.card(duel)) == 2800
    s.pick("end_turn")                      # player 1 answers as Main Phase 1 ends
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Snatch Steal", player=1)
    _chain_passes(s)
    card = magician.card(duel)
    assert card.controller == 1 and duel.atk(card) == 2800
    books = [c for c in duel.players[0].szone if c is not None]
    assert [c.name for c in books] == ["Book of Secret Arts"] and books[0].controller == 0
    assert duel.equipped_to(books[0]) is card
    assert grave(duel, 0) == ["Snatch Steal"]


def test_monsters_traded_by_creature_swap_cannot_change_position_that_turn():
    """Question: after Creature Swap, may the turn player change the battle position of the
    face-up monster they received? Answer: no -- neither traded monster may change its battle
    position for the rest of the turn (card text); the next turn it may."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Creature Swap")
    table.monster(0, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    _chain_passes(s)
    assert guardian.card(duel).controller == 0
    assert not s.has("change_position")


def test_effect_veiler_on_a_monster_turned_face_down_in_answer_negates_nothing():
    """Question: player 1 activates Effect Veiler targeting player 0's face-up Stealth Bird;
    player 0 answers with Book of Moon, turning the Bird face-down. Veiler resolves on a
    face-down monster. When player 0 Flip Summons the Bird, is its "flipped face-up: 1000
    damage" effect negated? Answer: no -- Effect Veiler needs a face-up monster; a face-down
    monster flipped up again is not what Veiler aimed at, so the Bird deals its 1000."""
    table = Table(turn=3, turn_player=0)
    bird = table.monster(0, "Stealth Bird")
    table.spell_trap(0, "Book of Moon")
    table.hand(0, "Kozaky")
    table.hand(1, "Effect Veiler")
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Kozaky")
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Effect Veiler", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Stealth Bird", player=1)
    s.pick("activate", "Book of Moon", player=0, request="chain")
    s.pick("target", "Stealth Bird", player=0)
    _chain_passes(s)
    assert bird.card(duel).position == S.FACEDOWN_DEFENSE and "Effect Veiler" in grave(duel, 1)
    s.pick("flip_summon", "Stealth Bird")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert lp(duel) == (8000, 7000)


def test_a_borrowed_sangan_tributed_searches_for_its_owner():
    """Question: player 0 takes player 1's Sangan with Change of Heart and Tributes it for
    Summoned Skull. Sangan goes to its owner's GY; who activates its effect, and whose Deck is
    searched? Answer: its owner, player 1 -- an effect activated in the GY is activated by the
    player whose GY holds the card, and "your Deck" is theirs."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Change of Heart", "Summoned Skull")
    table.monster(1, "Sangan")
    table.deck(0, ["Kozaky"])
    table.deck(1, ["Mystic Tomato"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Sangan")
    _chain_passes(s)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Sangan")
    s.pick("select", "Mystic Tomato", player=1)
    assert [(e["player"], e["name"]) for e in duel.log if e["type"] == "chain"][-1] == (1, "Sangan")
    assert grave(duel, 1) == ["Sangan"] and [c.name for c in duel.players[1].hand] == ["Mystic Tomato"]
    assert [c.name for c in duel.players[0].hand] == []


def test_xyz_materials_move_with_a_stolen_xyz_monster():
    """Question: Snatch Steal takes Number 39: Utopia, which has two Xyz Materials. Do they stay
    with it? Answer: yes -- seed 004 §XYZ召唤 (XYZ召唤的怪兽因控制权转移而去另外的怪兽卡区域的场合，
    重叠的XYZ素材也一起转移去那个怪兽卡区域上)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Snatch Steal")
    utopia = table.monster(1, "Number 39: Utopia", materials=["Celtic Guardian", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", utopia)
    _chain_passes(s)
    card = utopia.card(duel)
    assert card.controller == 0 and duel.players[0].mzone[card.seq] is card
    assert [m.name for m in duel.materials_of(card)] == ["Celtic Guardian", "Battle Ox"]


def test_creature_swap_hands_back_a_snatched_monster_for_good():
    """Question: player 0 takes Dark Magician with Snatch Steal, then activates Creature Swap
    and hands Dark Magician over, receiving Battle Ox. Who controls each at the End Phase and
    in the next turn? Answer: Creature Swap's change of control is the later one and lasts for
    good, so Dark Magician stays with player 1 (Snatch Steal stays equipped to it) and Battle Ox
    with player 0; in player 1's Standby Phase Snatch Steal still gives them 1000 LP (the same
    order of control changes as test_rulings_equips.py
    ::test_a_later_control_change_stands_over_snatch_steal_until_it_ends)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Snatch Steal", "Creature Swap")
    magician = table.monster(1, "Dark Magician")
    ox = table.monster(1, "Battle Ox")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", "Dark Magician")
    _chain_passes(s)
    s.pick("activate", "Creature Swap")
    _chain_passes(s)
    assert magician.card(duel).controller == 1 and ox.card(duel).controller == 0
    s.pick("end_turn")
    for _ in range(6):
        if duel.request.kind == "idle" and duel.request.player == 1:
            break
        s.pick("pass")
    assert duel.turn == 4
    assert magician.card(duel).controller == 1 and ox.card(duel).controller == 0
    steal = [c for c in duel.players[0].szone if c is not None]
    assert [c.name for c in steal] == ["Snatch Steal"] and duel.equipped_to(steal[0]) is magician.card(duel)
    assert lp(duel) == (8000, 9000)


def test_a_monster_taken_by_change_of_heart_and_handed_back_by_creature_swap_stays_home():
    """Question: player 0 takes Dark Magician with Change of Heart, then activates Creature Swap
    and hands Dark Magician back, receiving Battle Ox. What happens at the End Phase? Answer:
    nothing moves -- Dark Magician is already on its owner's side, so Change of Heart's end
    sends it nowhere, and Battle Ox stays with player 0 for good (Yugipedia, Card Rulings:
    Creature Swap, "the monster targeted by Change of Heart does not switch sides again since it
    is already on the owner's side of the field")."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Change of Heart", "Creature Swap")
    magician = table.monster(1, "Dark Magician")
    ox = table.monster(1, "Battle Ox")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Dark Magician")
    _chain_passes(s)
    s.pick("activate", "Creature Swap")
    _chain_passes(s)
    assert magician.card(duel).controller == 1 and ox.card(duel).controller == 0
    s.pick("end_turn")
    for _ in range(6):
        if duel.request.kind == "idle" and duel.request.player == 1:
            break
        s.pick("pass")
    assert duel.turn == 4
    assert magician.card(duel).controller == 1 and ox.card(duel).controller == 0
