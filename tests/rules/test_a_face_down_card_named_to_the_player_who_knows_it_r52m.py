"""A face-down card is named to the player who controls it -- also a monster they took from the
opponent and turned face-down -- and a face-down card a 2005 Thousand-Eyes Restrict holds is named
to its owner, who knows it, also when that owner is the Restrict's controller.

Seed 001 and seed 000 §怪獸的表示形式 (a face-down card's name is not public: its controller knows
it); the 2005 Thousand-Eyes Restrict's model, as in
tests/cards/test_thousand_eyes_restrict_face_down_card_named_to_its_controller_goat_r51t.py (the
held face-down card is known to its owner only). docs/protocol.md: an option's `name` and a
prompt name a card as the deciding player may see it.

Round 52m: mutants of turn.py `_name_for` (its "no held mark" and "the viewer owns it" tests
dropped) that the hidden-information tests did not tell from the real engine."""

from duelist.testing.scenario import Script, Table


def _pass_until_idle(duel, s):
    while duel.request.kind != "idle":
        if duel.request.kind == "zone":
            s.zones()
        else:
            s.pick("pass")


def test_a_monster_i_took_and_turned_face_down_is_named_to_me():
    """Q: I take my opponent's Mystical Elf with Change of Heart and turn it face-down with Book
    of Moon; then I Tribute Summon Summoned Skull. A: I control the face-down Elf and know what it
    is: the Tribute I am offered is named Mystical Elf."""
    table = Table(turn=3, turn_player=0)
    elf = table.monster(1, "Mystical Elf")
    table.hand(0, "Change of Heart", "Book of Moon", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", elf)
    _pass_until_idle(duel, s)
    s.pick("activate", "Book of Moon")
    s.pick("target", elf)
    _pass_until_idle(duel, s)
    card = elf.card(duel)
    assert (card.controller, card.owner, card.position) == (0, 1, "set")
    s.pick("summon", "Summoned Skull")
    request = s.expect(request="tribute", player=0)
    assert [o.name for o in request.options] == ["Mystical Elf"]


def test_goat_a_held_face_down_card_is_named_to_its_owner_who_controls_the_restrict():
    """Q (GOAT, the 2005 text): my opponent took my Celtic Guardian with Snatch Steal and turned
    it face-down with Book of Moon; in my turn my Thousand-Eyes Restrict takes it back, face-down,
    as its Equip Card. A: it is my own card, which I know: the zone question names it, and so does
    my view of my Spell & Trap Zones."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    guardian = table.monster(0, "Celtic Guardian")
    table.hand(1, "Snatch Steal", "Book of Moon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", "Snatch Steal", player=1)
    s.zones()
    s.pick("target", guardian)
    _pass_until_idle(duel, s)
    s.pick("activate", "Book of Moon", player=1)
    s.zones()
    s.pick("target", guardian)
    _pass_until_idle(duel, s)
    assert (guardian.card(duel).controller, guardian.card(duel).position) == (1, "set")
    while not (duel.turn == 5 and duel.request.kind == "idle"):
        if duel.request.kind == "idle":
            s.pick("end_turn")
        elif duel.request.kind == "zone":
            s.zones()
        else:
            s.pick("pass")
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", guardian)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "zone" and duel.request.player == 0
    assert duel.request.prompt.startswith("Celtic Guardian")
    s.zones()
    card = guardian.card(duel)
    assert (card.location, card.position, card.controller, card.owner) == ("szone", "facedown", 0, 0)
    held = [c for c in duel.view(0)["players"][0]["spells"] if c is not None]
    assert [c.get("name") for c in held] == ["Celtic Guardian"]
