"""Thousand-Eyes Restrict (and Relinquished) equipping a face-down monster: the 2005 texts
(the GOAT preset) against today's.

Sources: Thousand-Eyes Restrict's 2005 printing (Pharaonic Guardian era: a face-down monster
taken gives it 0 ATK and 0 DEF), the card's "previously official ruling" on yugioh.pl (if it
equips a face-down Monster Card its ATK and DEF become 0); today's OCG ruling on the same page:
its effect may target a face-down Defense Position monster, which becomes its Equip Card and
gives its ATK and DEF. Under the 2005 texts the taken monster stays face-down in the Spell &
Trap Zone, still the equipped monster: destroyed instead of Thousand-Eyes Restrict in battle,
and lost (destroyed, to its owner's GY) once Thousand-Eyes Restrict leaves the field. Seed 000
§裝備魔法 (an Equip Card whose monster is gone is destroyed)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _takes_a_set_monster(rules, holder="Thousand-Eyes Restrict", extra=None):
    """Turn 3, player 0's Main Phase 1: player 0's `holder` (Fusion or Ritual Summoned earlier)
    takes player 1's Set Celtic Guardian (1400 ATK, 1200 DEF)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    holder_ref = table.monster(0, holder, summon_kind="ritual" if holder == "Relinquished" else "fusion")
    victim = table.monster(1, "Celtic Guardian", position="set")
    if extra is not None:
        extra(table)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", holder)
    s.pick("target", victim)                # (shown to player 0 as a face-down monster)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s, holder_ref.card(duel)


def _held(duel):
    return [c for c in duel.players[0].szone if c is not None]


def test_goat_a_face_down_monster_taken_stays_face_down_and_gives_0_atk_and_def():
    """Q (GOAT): my Thousand-Eyes Restrict takes my opponent's Set monster. A: it becomes an
    Equip Card in my Spell & Trap Zone still face-down, and my Thousand-Eyes Restrict's ATK
    and DEF become 0 (not the Celtic Guardian's 1400/1200)."""
    duel, s, ter = _takes_a_set_monster("GOAT")
    held = _held(duel)
    assert [c.name for c in held] == ["Celtic Guardian"] and not held[0].face_up
    assert duel.equipped_to(held[0]) is ter
    assert (duel.atk(ter), duel.defense(ter)) == (0, 0)
    assert field_monsters(duel, 1) == []


def test_goat_relinquished_taking_a_face_down_monster_is_0_0_too():
    """Q (GOAT): the same with Relinquished (its 2005 text). A: the same: face-down, 0 and 0."""
    duel, s, holder = _takes_a_set_monster("GOAT", holder="Relinquished")
    held = _held(duel)
    assert [c.name for c in held] == ["Celtic Guardian"] and not held[0].face_up
    assert (duel.atk(holder), duel.defense(holder)) == (0, 0)


def test_today_the_face_down_monster_taken_is_face_up_and_gives_its_stats():
    """Q (MR5, today's text): the same. A: the monster becomes a face-up Equip Card and my
    Thousand-Eyes Restrict's ATK and DEF become 1400 and 1200."""
    duel, s, ter = _takes_a_set_monster("MR5")
    held = _held(duel)
    assert [c.name for c in held] == ["Celtic Guardian"] and held[0].face_up
    assert (duel.atk(ter), duel.defense(ter)) == (1400, 1200)


def test_goat_the_face_down_equip_is_destroyed_once_thousand_eyes_restrict_leaves():
    """Q (GOAT): my opponent destroys my Thousand-Eyes Restrict (Fissure, on their turn). A: the
    face-down Celtic Guardian it held is an Equip Card with no monster: it is destroyed and
    goes to my opponent's GY."""
    def fissure(table):
        table.hand(1, "Fissure")
    duel, s, ter = _takes_a_set_monster("GOAT", extra=fissure)
    s.end_turn()
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("activate", "Fissure", player=1, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Thousand-Eyes Restrict"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Fissure"]
    assert _held(duel) == []


def test_goat_the_face_down_equip_is_destroyed_instead_in_battle():
    """Q (GOAT): my 0-ATK Thousand-Eyes Restrict, holding the face-down Celtic Guardian,
    attacks my opponent's Battle Ox (1700). A: I take 1700 battle damage; the face-down Celtic
    Guardian is destroyed instead of Thousand-Eyes Restrict, which stays."""
    def ox(table):
        table.monster(1, "Battle Ox")
    duel, s, ter = _takes_a_set_monster("GOAT", extra=ox)
    lp = duel.players[0].lp
    s.pick("battle", request="idle")
    s.pick("attack", "Thousand-Eyes Restrict", target="Battle Ox")
    for _ in range(20):
        if duel.request.kind not in ("chain", "yes_no"):
            break
        s.answer(duel.request.options[-1] if duel.request.kind == "chain" else duel.request.options[0])
    assert duel.players[0].lp == lp - 1700
    assert field_monsters(duel, 0) == ["Thousand-Eyes Restrict"]
    assert grave(duel, 1) == ["Celtic Guardian"] and _held(duel) == []


def test_goat_the_face_down_monster_taken_is_not_revealed():
    """Q (GOAT): is the face-down monster my Thousand-Eyes Restrict takes shown to me? A: no:
    it stays face-down; the log names it only to its owner (my opponent), and to me it is a
    face-down card equipped to Thousand-Eyes Restrict."""
    from duelist.engine.text import describe
    duel, s, ter = _takes_a_set_monster("GOAT")
    equip = [e for e in duel.log if e["type"] == "equip"][-1]
    assert equip["name"] is None and equip["private"]["player"] == 1
    assert describe(equip, 0) == "A face-down card is equipped to Thousand-Eyes Restrict"
    assert describe(equip, 1) == "Celtic Guardian is equipped to Thousand-Eyes Restrict"


def test_goat_the_view_shows_the_face_down_monster_taken_to_its_owner_only():
    """Q (GOAT): who sees what the face-down Equip Card is? A: its owner (my opponent, who Set
    it); I, its controller, see a face-down card equipped to my Thousand-Eyes Restrict."""
    duel, s, ter = _takes_a_set_monster("GOAT")
    mine = [c for c in duel.view(0)["players"][0]["spells"] if c is not None]
    theirs = [c for c in duel.view(1)["players"][0]["spells"] if c is not None]
    assert "name" not in mine[0] and mine[0]["position"] == "facedown"
    assert theirs[0]["name"] == "Celtic Guardian"


def test_goat_a_determinized_copy_deals_the_face_down_monster_taken_for_its_controller_only():
    """An AI's determinized copy: for me (its controller) the held card is any monster my
    opponent might have hidden, still held by Thousand-Eyes Restrict (0/0); for my opponent
    (its owner) it stays the Celtic Guardian."""
    from duelist.engine.determinize import Determinizer
    from duelist.testing.invariants import check_invariants
    def hand(table):
        table.hand(1, "Pot of Greed", "Mystical Elf")
    duel, s, ter = _takes_a_set_monster("GOAT", extra=hand)
    s.expect(request="idle", player=0)
    seen = set()
    for seed in range(12):
        copy = Determinizer(duel, 0).sample(seed)
        held = [c for c in copy.players[0].szone if c is not None]
        assert len(held) == 1 and held[0].data.is_monster and not held[0].face_up
        assert copy.equipped_to(held[0]).data.name == "Thousand-Eyes Restrict"
        seen.add(held[0].data.name)
        check_invariants(copy)
        theirs = Determinizer(duel, 1).sample(seed)
        assert [c.data.name for c in theirs.players[0].szone if c is not None] == ["Celtic Guardian"]
    assert "Pot of Greed" not in seen and len(seen) > 1
